import { square, surface, text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

/**
 * A round 44 px icon button (touch-target size). It sits on the kit `Button`, whose recipe class
 * has the same specificity, so the rules are doubled (`&&`) to win whatever the CSS order.
 */
export const iconButton = style({
  selectors: {
    '&&': {
      ...square({ size: '2.75rem', centre: 'inline' }),
      padding: 0,
      ...surface({ tone: 'raised', border: 'border', radius: 'pill' }),
      ...text({ tone: 'neutral' }),
    },
    '&&[data-hovered]': { borderColor: vars.color.accentStrong, color: vars.color.accentStrong },
    // On the wishlist: a dark button with a filled heart, so the state does not rest on hue alone.
    '&&[aria-pressed="true"]': {
      background: vars.color.surfaceInverse,
      borderColor: vars.color.surfaceInverse,
      color: vars.color.accent,
    },
  },
});

export const icon = style([
  square({ size: '1.25rem' }),
  {
    fill: 'none',
    selectors: { [`${iconButton}[aria-pressed="true"] &`]: { fill: 'currentColor' } },
  },
]);
