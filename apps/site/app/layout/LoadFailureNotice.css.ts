import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const notice = style({
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: 2000,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  selectors: {
    '&[hidden]': { display: 'none' },
  },
});

export const text = style({ margin: 0, flex: '1 1 20rem' });

export const button = style({
  padding: `${vars.space.xs} ${vars.space.lg}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: 600,
  cursor: 'pointer',
});
