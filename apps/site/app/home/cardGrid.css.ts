import { vars } from '@firm/ui/theme';
import { styleVariants } from '@vanilla-extract/css';

const gridBase = { display: 'grid', gap: vars.space.lg, listStyle: 'none', margin: 0, padding: 0 };

/**
 * A list of cards that wraps to the width, by the narrowest a card may get: `narrow` for
 * portraits and practice cards, `wide` for text-heavy cards such as testimonials, `badges` for
 * the awards (two per row even on phones: the badges are small and the titles short).
 */
export const cardGrid = styleVariants({
  narrow: [gridBase, { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))' }],
  wide: [gridBase, { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))' }],
  badges: [gridBase, { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr))' }],
});
