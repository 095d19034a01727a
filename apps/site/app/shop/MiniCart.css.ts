import { inline, stack, vars } from '@firm/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const badge = style({
  position: 'absolute',
  top: '0.125rem',
  right: '0.125rem',
  minWidth: '1.25rem',
  height: '1.25rem',
  padding: '0 0.3rem',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: '1.25rem',
  textAlign: 'center',
});

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.lg,
});

export const lines = style([
  ...stack({ space: 'sm', list: true }),
  { maxHeight: 'min(50vh, 22rem)', overflowY: 'auto' },
]);

export const line = style({
  display: 'grid',
  gridTemplateColumns: '4rem 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.surfaceMuted}`,
});

export const image = style({
  width: '4rem',
  height: '4rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const title = style({
  margin: 0,
  fontWeight: 600,
  lineHeight: 1.3,
});

export const price = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.danger, color: vars.color.danger },
  },
});

export const removeIcon = style({ width: '1rem', height: '1rem' });

export const subtotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  margin: `${vars.space.sm} 0`,
  fontWeight: 700,
});

export const empty = style({
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.textMuted,
});

export const footer = style(inline({ space: 'sm', align: 'between', alignY: 'center' }));

export const moreLinks = style([
  ...inline({ space: 'md', list: true }),
  { flexWrap: 'nowrap', fontSize: vars.fontSize.sm },
]);

globalStyle(`${moreLinks} a`, { color: vars.color.accentStrong, fontWeight: 600 });
