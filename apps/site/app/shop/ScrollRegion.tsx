import type { ReactNode } from 'react';
import * as styles from './ScrollRegion.css';

/**
 * A named region that scrolls sideways: tables keep their columns on narrow screens while the
 * page itself never overflows (data tables are the reflow exception of WCAG 1.4.10). It is a
 * tab stop so keyboard users can scroll it too.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className={styles.scroller} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
