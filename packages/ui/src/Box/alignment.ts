/** Horizontal or vertical alignment, in the words the primitives use. */
export const alignments = ['start', 'center', 'end', 'stretch'] as const;
export type Alignment = (typeof alignments)[number];

/** Where an alignment puts flex items on either axis. */
export const flexAlignment = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
} as const satisfies Record<Alignment, string>;
