import { tiles } from '@firm/ui/theme';
import { styleVariants } from '@vanilla-extract/css';

/**
 * A list of cards that wraps to the width, by the narrowest a card may get: `narrow` for
 * portraits and practice cards (a short last row keeps their width), `wide` for text-heavy cards
 * such as testimonials, `badges` for the awards (two per row even on phones: the badges are small
 * and the titles short).
 */
export const cardGrid = styleVariants({
  narrow: tiles({ minWidth: '15rem', repeat: 'auto-fill', space: 'lg', list: true }),
  wide: tiles({ minWidth: '20rem', space: 'lg', list: true }),
  badges: tiles({ minWidth: '9.5rem', space: 'lg', list: true }),
});
