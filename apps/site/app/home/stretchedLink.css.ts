import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

/**
 * A card whose heading link covers the whole card, so the picture is clickable too while the
 * link's accessible name stays just its heading (no nested interactive content).
 */
export const linkedCard = style({
  position: 'relative',
  selectors: {
    '&:has(a:focus-visible)': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

/** Put on the card's one link: its ::after stretches over the card. */
export const stretchedLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover, &:focus-visible': { textDecoration: 'underline' },
    // The card draws the ring around itself instead.
    '&:focus-visible': { outline: 'none' },
  },
});
