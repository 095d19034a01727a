import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import {
  Meter as AriaMeter,
  type MeterProps as AriaMeterProps,
  Label,
} from 'react-aria-components';
import { withClass } from '../utils/withClass.js';
import * as styles from './SkillBar.css.js';

export interface SkillBarProps extends Omit<AriaMeterProps, 'children'> {
  /** What is measured, shown above the bar (e.g. 'Business Law'); the meter's name. */
  label: ReactNode;
  /** The level, between `minValue` and `maxValue`. @default 0 */
  value?: number;
}

/**
 * A labelled level bar, e.g. "Business Law 85%" (react-aria `Meter`, `role="meter"` with
 * `aria-valuenow` and the percentage as `aria-valuetext`). A meter rather than a progress
 * bar because a skill level is a measurement, not progress towards completion.
 */
export function SkillBar({ label, className, ...props }: SkillBarProps) {
  return (
    <AriaMeter {...props} className={withClass(styles.skillBar, className)}>
      {({ percentage, valueText }) => (
        <>
          <div className={styles.header}>
            <Label className={styles.label}>{label}</Label>
            <span className={styles.value}>{valueText}</span>
          </div>
          <div className={styles.track}>
            <div
              className={styles.fill}
              style={assignInlineVars({ [styles.fillWidth]: `${percentage}%` })}
            />
          </div>
        </>
      )}
    </AriaMeter>
  );
}
