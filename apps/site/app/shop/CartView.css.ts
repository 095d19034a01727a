import { below, inline, stack, vars } from '@firm/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const form = style(stack({ space: 'lg' }));

export const actions = style(inline({ space: 'sm' }));

/** On phones the three buttons share the width, row by row, as large touch targets. */
globalStyle(`${actions} > *`, {
  '@media': {
    [below('sm')]: { flexGrow: 1 },
  },
});

/** 'Proceed to Checkout' sits at the far end of the row, where the next step is expected. */
export const proceed = style({
  marginLeft: 'auto',
});

export const summary = style({
  width: '100%',
  maxWidth: '26rem',
  marginTop: vars.space.xl,
  marginLeft: 'auto',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.surfaceMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
});

export const summaryHeading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.xl,
});
