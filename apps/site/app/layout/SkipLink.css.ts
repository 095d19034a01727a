import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: vars.space.md,
  zIndex: 1000,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.text,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none' },
  },
});
