import type { ReactNode } from 'react';
import { HydrationBoundary } from '../hydration/HydrationBoundary';
import * as styles from './Section.css';

/** Background bands a section can sit on. */
export const sectionTones = ['plain', 'muted', 'inverse'] as const;
export type SectionTone = (typeof sectionTones)[number];

interface SectionProps {
  /** The section's heading (an <h2>); also names the section for assistive technology. */
  title?: string;
  /** A short line above the heading, e.g. "What we do". */
  eyebrow?: string;
  /** One or two sentences under the heading. */
  intro?: ReactNode;
  /** Background band. @default 'plain' */
  tone?: SectionTone;
  /** Center the heading block. @default true */
  centered?: boolean;
  /** Unique id for the heading, used for `aria-labelledby`. */
  id?: string;
  /**
   * The hydration pass the section's body goes live in (HydrationBoundary's `depth`). A long
   * page gives its sections below the fold later passes: every body of one pass commits in one
   * task, and on the home page that task alone blocked a phone's main thread for ~90 ms. A
   * press on a section still hydrates it at once, whatever its pass. @default 1
   */
  hydrationDepth?: number;
  children?: ReactNode;
}

/**
 * What a page chooses for a section it places (its band and its hydration pass), while the
 * section component fixes the rest. Section components take these and pass them on whole.
 */
export type BandProps = Pick<SectionProps, 'tone' | 'hydrationDepth'>;

/**
 * A full-width page band with a centred, max-width content column and an optional heading
 * block. Every content section of the site is one of these, so spacing stays consistent.
 */
export function Section({
  title,
  eyebrow,
  intro,
  tone = 'plain',
  centered = true,
  id,
  hydrationDepth = 1,
  children,
}: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      className={styles.band[tone]}
      aria-labelledby={title && headingId ? headingId : undefined}
    >
      <div className={styles.container}>
        {title ? (
          <header className={centered ? styles.headerCentered : styles.header}>
            {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
            {intro ? <div className={styles.intro}>{intro}</div> : null}
          </header>
        ) : null}
        {children ? <HydrationBoundary depth={hydrationDepth}>{children}</HydrationBoundary> : null}
      </div>
    </section>
  );
}

/** The max-width content column on its own, for layouts that are not a titled section. */
export function Container({ children }: { children: ReactNode }) {
  return <div className={styles.container}>{children}</div>;
}
