import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const icon = style({
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
  color: vars.color.accentStrong,
});
