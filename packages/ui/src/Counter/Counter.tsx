import { type ReactNode, useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion.js';
import { visuallyHidden } from '../theme/utilities.css.js';
import * as styles from './Counter.css.js';

/** The number shown `progress` (0..1) of the way through a count-up to `target` (ease-out). */
export function counterValueAt(progress: number, target: number): number {
  const clamped = Math.min(1, Math.max(0, progress));
  const eased = 1 - (1 - clamped) ** 3;
  return Math.round(target * eased);
}

export interface CounterProps {
  /** The final number, e.g. 1800. */
  value: number;
  /** What is counted, e.g. 'Cases closed'. */
  label: ReactNode;
  /** Text right after the number, e.g. '%' or '+'. @default '' */
  suffix?: string;
  /** Text right before the number, e.g. '$'. @default '' */
  prefix?: string;
  /** Length of the count-up in ms. @default 2000 */
  durationMs?: number;
  /** Turns a number into text (e.g. with thousands separators). @default String */
  format?: (value: number) => string;
  /** Extra class on the root. */
  className?: string;
}

/**
 * A statistic that counts up once from 0 when it scrolls into view. The final value is in the
 * server-rendered HTML and is always what assistive technology reads; under reduced motion the
 * number never moves.
 */
export function Counter({
  value,
  label,
  suffix = '',
  prefix = '',
  durationMs = 2000,
  format = String,
  className,
}: CounterProps) {
  const ref = useRef<HTMLDivElement>(null);
  const counted = useRef(false);
  const [shown, setShown] = useState(value);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const element = ref.current;
    if (counted.current || reducedMotion || !element || !('IntersectionObserver' in window)) {
      setShown(value);
      return;
    }
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) {
          // Out of sight: wait at 0 for the visitor to arrive.
          setShown(0);
          return;
        }
        observer.disconnect();
        counted.current = true;
        const start = performance.now();
        const tick = (now: number) => {
          const progress = durationMs > 0 ? (now - start) / durationMs : 1;
          setShown(counterValueAt(progress, value));
          if (progress < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, durationMs, reducedMotion]);

  const final = `${prefix}${format(value)}${suffix}`;
  return (
    <div ref={ref} className={[styles.root, className].filter(Boolean).join(' ')}>
      <p className={styles.value}>
        <span className={styles.stack} aria-hidden="true">
          <span className={styles.ghost}>{final}</span>
          <span className={styles.layer} data-counter-display="">
            {`${prefix}${format(shown)}${suffix}`}
          </span>
        </span>
        <span className={visuallyHidden}>{final}</span>
      </p>
      <p className={styles.label}>{label}</p>
    </div>
  );
}
