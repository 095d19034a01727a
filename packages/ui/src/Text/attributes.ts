/**
 * The `data-*` attribute `Text` writes for each of its options, and its style sheet selects on:
 * `data-tone="muted"`, `data-uppercase`. One list for both, so they cannot drift apart.
 */
export const textAttributes = {
  size: 'data-size',
  tone: 'data-tone',
  weight: 'data-weight',
  font: 'data-font',
  tracking: 'data-tracking',
  uppercase: 'data-uppercase',
  breakWords: 'data-break-words',
} as const;
