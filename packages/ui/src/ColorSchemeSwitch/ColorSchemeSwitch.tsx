import type { Key } from 'react-aria-components';
import {
  ToggleButton as AriaToggleButton,
  ToggleButtonGroup as AriaToggleButtonGroup,
  type ToggleButtonGroupProps as AriaToggleButtonGroupProps,
} from 'react-aria-components';
import { type ColorSchemePreference, colorSchemePreferences } from '../theme/colorScheme.js';
import { withClass } from '../utils/withClass.js';
import * as styles from './ColorSchemeSwitch.css.js';

/** What each choice is called on screen. */
export const colorSchemeLabels: Record<ColorSchemePreference, string> = {
  system: 'System',
  light: 'Light',
  dark: 'Dark',
};

const isPreference = (key: Key): key is ColorSchemePreference =>
  (colorSchemePreferences as readonly Key[]).includes(key);

export interface ColorSchemeSwitchProps
  extends Omit<
    AriaToggleButtonGroupProps,
    | 'children'
    | 'selectionMode'
    | 'selectedKeys'
    | 'defaultSelectedKeys'
    | 'onSelectionChange'
    | 'disallowEmptySelection'
  > {
  /** The visitor's current choice. */
  value: ColorSchemePreference;
  /** Called with the choice a visitor makes. */
  onChange: (value: ColorSchemePreference) => void;
  /** Names the group for assistive technology. @default 'Theme' */
  'aria-label'?: string;
}

/**
 * System / Light / Dark as one row of toggle buttons (react-aria `ToggleButtonGroup` with single
 * selection: a radio group, one tab stop, arrow keys move between the choices). Controlled: the
 * site decides where the choice is kept and how the page follows it. Its colours come from the
 * surface it sits on (`currentColor`), so it reads on light panels and dark bands alike.
 */
export function ColorSchemeSwitch({
  value,
  onChange,
  className,
  'aria-label': ariaLabel = 'Theme',
  ...props
}: ColorSchemeSwitchProps) {
  return (
    <AriaToggleButtonGroup
      {...props}
      aria-label={ariaLabel}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys) => {
        const [chosen] = keys;
        // Pressing the chosen one again keeps it (no empty selection): nothing changes.
        if (chosen !== undefined && chosen !== value && isPreference(chosen)) onChange(chosen);
      }}
      className={withClass(styles.group, className)}
    >
      {colorSchemePreferences.map((preference) => (
        <AriaToggleButton key={preference} id={preference} className={styles.choice}>
          {colorSchemeLabels[preference]}
        </AriaToggleButton>
      ))}
    </AriaToggleButtonGroup>
  );
}
