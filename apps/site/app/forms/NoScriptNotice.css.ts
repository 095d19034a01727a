import { surface, text, vars } from '@firm/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** A line of its own in a wrapping row (the coupon form's `Inline`), as in any `Stack`. */
const fullRow = { flexBasis: '100%' } as const;

/** The `<noscript>` wrapper, which is the form's layout item when scripts are off. */
export const slot = style(fullRow);

export const notice = style([
  { ...fullRow, margin: 0, padding: `${vars.space.sm} ${vars.space.md}` },
  surface({ stripe: { side: 'left', width: 4 }, radius: 'sm', tone: 'muted' }),
  text({ tone: 'neutral', weight: 'semibold', breakWords: true }),
]);

// A phone number broken across lines reads as two numbers.
globalStyle(`${notice} a[href^="tel:"]`, { whiteSpace: 'nowrap' });
