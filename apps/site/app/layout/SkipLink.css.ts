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
  fontWeight: 600,
  boxShadow: vars.shadow.overlay,
  transform: 'translateY(-200%)',
  selectors: {
    // Keyboard focus only: 'Back to top' focuses it after a mouse click too, where it stays hidden.
    '&:focus-visible': { transform: 'none' },
  },
});
