import { surface, text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const skipLink = style([
  surface({ tone: 'page', shadow: 'overlay' }),
  text({ tone: 'neutral', weight: 'semibold' }),
  {
    position: 'absolute',
    left: vars.space.md,
    top: vars.space.md,
    zIndex: 1000,
    padding: `${vars.space.xs} ${vars.space.md}`,
    transform: 'translateY(-200%)',
    // Keyboard focus only: 'Back to top' focuses it after a mouse click too, where it stays hidden.
    selectors: { '&:focus-visible': { transform: 'none' } },
  },
]);
