/**
 * Looks shared by the content features (blog, practice areas, case studies): cards whose whole
 * card is the title link's target, accent text links and small uppercase labels.
 */
import { surface, text, vars } from '@firm/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { eyebrow as eyebrowLook } from '../styles/looks.css';

/** A card whose title link (`stretchedLink`) covers it, so the whole card is one target. */
export const linkedCard = style([
  { position: 'relative', display: 'flex', flexDirection: 'column', height: '100%' },
  surface({ radius: 'md' }),
  { transition: `box-shadow ${vars.motion.fast}`, ':hover': { boxShadow: vars.shadow.overlay } },
  { '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } } },
]);

/** The title link of a `linkedCard`: its ::after spans the card. */
export const stretchedLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&:hover': { textDecoration: 'underline' },
  },
});

// Keyboard focus rings the whole card, since the whole card is the link's target.
globalStyle(`${stretchedLink}:focus-visible`, { outline: 'none' });
// Drawn inside the card, as cards with pictures clip what lies outside their rounded corners.
globalStyle(`${stretchedLink}:focus-visible::after`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '-3px',
});

/** An underlined link in the dark gold (6:1 on white and on the muted panels). */
export const accentLink = style([
  text({ tone: 'accent', weight: 'semibold' }),
  { textUnderlineOffset: '0.2em', ':hover': { color: vars.color.text } },
]);

/** A small uppercase label above a heading ('About the author', 'Previous post'). */
export const eyebrow = style(eyebrowLook);
