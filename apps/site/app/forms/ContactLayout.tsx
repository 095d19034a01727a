import { Stack, Text } from '@firm/ui';
import type { ReactNode } from 'react';
import { HydrationBoundary } from '../hydration/HydrationBoundary';
import { Section } from '../layout/Section';
import * as styles from './ContactLayout.css';

interface ContactLayoutProps {
  /** Heading of the left column. */
  heading: string;
  /** A sentence under that heading. */
  intro?: string;
  /** The left column's content: how to reach the firm. */
  details: ReactNode;
  /** The right column: the form. */
  children: ReactNode;
}

/**
 * Contact and booking pages: the firm's details on the left, the form on the right. The form goes
 * live in the section's pass, the details one pass later (a press on them hydrates them at once):
 * in one pass, the two committed in one task of ~25 ms of CPU.
 */
export function ContactLayout({ heading, intro, details, children }: ContactLayoutProps) {
  return (
    <Section>
      <div className={styles.columns}>
        <Stack space="lg">
          <Text as="h2" size="xl">
            {heading}
          </Text>
          {intro ? (
            <Text as="p" tone="muted">
              {intro}
            </Text>
          ) : null}
          <HydrationBoundary>{details}</HydrationBoundary>
        </Stack>
        <div className={styles.formCard}>{children}</div>
      </div>
    </Section>
  );
}
