import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style({ margin: 0 });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.surfaceMuted}`,
});

export const total = style({
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  borderBottom: 'none',
});

export const term = style({
  minWidth: 0,
});

export const value = style({
  margin: 0,
  textAlign: 'right',
  whiteSpace: 'nowrap',
});

export const detail = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
