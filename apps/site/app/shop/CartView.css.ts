import { below, vars } from '@firm/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// The buttons' row (an `Inline`): a class of its own for the rule on its children below.
export const actions = style({});

/** On phones the three buttons share the width, row by row, as large touch targets. */
globalStyle(`${actions} > *`, { '@media': { [below('sm')]: { flexGrow: 1 } } });

/** 'Proceed to Checkout' sits at the far end of the row, where the next step is expected. */
export const proceed = style({ marginLeft: 'auto' });

/** The totals card, at the end of the row under the table, as wide as a phone at most. */
export const summary = style({
  width: '100%',
  maxWidth: '26rem',
  marginTop: vars.space.xl,
  marginLeft: 'auto',
});
