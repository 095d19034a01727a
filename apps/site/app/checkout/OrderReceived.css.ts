import { stack, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const thanks = style([
  ...stack({ space: 'sm', align: 'center' }),
  { marginBottom: vars.space.xl, textAlign: 'center' },
]);

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
});

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
});

export const details = style({
  maxWidth: '40rem',
  marginInline: 'auto',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.surfaceMuted}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
});

export const detailsHeading = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.xl,
});

export const lines = style([
  ...stack({ space: 'sm', list: true }),
  { marginBottom: vars.space.md },
]);

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
});

export const lineTitle = style({
  margin: 0,
  fontWeight: 700,
  overflowWrap: 'anywhere',
});

export const productLink = style({
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const lineDetail = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const lineTotal = style({
  fontWeight: 700,
  whiteSpace: 'nowrap',
});
