import { Box, Inline, Stack, Text } from '@firm/ui';
import type { ReactNode } from 'react';
import * as styles from './TotalsList.css';

export interface TotalsRow {
  /** The row's label; unique within its list. */
  label: string;
  /** A second, quieter line under the label, e.g. '$65 x 2'. */
  detail?: string;
  value: ReactNode;
  /** The bottom line (Total Price), set in bold. @default false */
  isTotal?: boolean;
}

/**
 * Label/amount rows of the cart summary, the checkout's cart total and the order details. A
 * space separates each label and amount in the text, so copied or read text says "Vat $0".
 */
export function TotalsList({ rows }: { rows: readonly TotalsRow[] }) {
  return (
    <Box as="dl">
      {rows.map((row) => (
        <Inline
          key={row.label}
          space="md"
          align="between"
          wrap={false}
          className={row.isTotal ? `${styles.row} ${styles.total}` : styles.row}
        >
          <dt className={styles.term}>
            {row.label}
            {row.detail ? <span className={styles.detail}> {row.detail}</span> : null}
          </dt>{' '}
          <dd className={styles.value}>{row.value}</dd>
        </Inline>
      ))}
    </Box>
  );
}

/**
 * A titled card of totals: the cart page's summary and the checkout's cart total, named by its
 * heading (`headingId`).
 */
export function TotalsPanel({
  headingId,
  title,
  className,
  children,
}: {
  headingId: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Stack
      as="section"
      space="sm"
      className={className ? `${styles.panel} ${className}` : styles.panel}
      aria-labelledby={headingId}
    >
      <Text as="h2" id={headingId} size="xl">
        {title}
      </Text>
      {children}
    </Stack>
  );
}
