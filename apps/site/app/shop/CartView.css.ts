import { below, surface, text, vars } from '@firm/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { card } from '../styles/looks.css';

// The buttons' row (an `Inline`): a class of its own for the rule on its children below.
export const actions = style({});

/** On phones the three buttons share the width, row by row, as large touch targets. */
globalStyle(`${actions} > *`, { '@media': { [below('sm')]: { flexGrow: 1 } } });

/** 'Proceed to Checkout' sits at the far end of the row, where the next step is expected. */
export const proceed = style({ marginLeft: 'auto' });

/** The totals card, at the end of the row under the table, as wide as a phone at most. */
export const summary = style([
  card,
  surface({ padding: 'lg', border: 'surfaceMuted' }),
  { width: '100%', maxWidth: '26rem', marginTop: vars.space.xl, marginLeft: 'auto' },
]);

export const summaryHeading = style([{ margin: `0 0 ${vars.space.sm}` }, text({ size: 'xl' })]);
