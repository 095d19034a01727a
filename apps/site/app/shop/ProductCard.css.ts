import { stack, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minWidth: 0,
  border: `1px solid ${vars.color.surfaceMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
  overflow: 'hidden',
});

export const media = style({
  position: 'relative',
});

export const iconActions = style([
  ...stack({ space: 'xs' }),
  { position: 'absolute', top: vars.space.xs, right: vars.space.xs },
]);

export const body = style([...stack({ space: 'xs' }), { flexGrow: 1, padding: vars.space.md }]);

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  overflowWrap: 'anywhere',
});

export const titleLink = style({
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
  },
});

export const addButton = style({
  marginTop: 'auto',
  width: '100%',
});
