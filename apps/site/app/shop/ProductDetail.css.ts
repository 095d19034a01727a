import { below, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [below('sm')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const zoom = style({
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
});

export const info = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  overflowWrap: 'anywhere',
});

export const rating = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const summary = style({
  margin: 0,
});

export const highlights = style({
  margin: 0,
  paddingLeft: vars.space.lg,
});

export const purchase = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

/** Wishlist and compare wrap together, never one without the other. */
export const listButtons = style({
  display: 'flex',
  gap: vars.space.xs,
});

export const meta = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const metaRow = style({
  margin: 0,
});

export const metaTerm = style({
  fontWeight: 700,
});

export const tabs = style({
  marginTop: vars.space.xl,
});

export const tabText = style({
  margin: `0 0 ${vars.space.md}`,
  maxWidth: '48rem',
});
