/**
 * The firm's own looks that several features share, as style rules to compose in a feature's
 * `.css.ts`: `style([card, { … }])`, or as a class where features use the look as it is.
 * Build time only: a page's JavaScript carries none of the rules.
 * The generic helpers (`text()`, `surface()`, `image()`, `square()`, `grid()`) are the kit's;
 * a look belongs here once two features draw it alike.
 */
import { square, surface, text, vars } from '@firm/ui/theme';
import { type StyleRule, style } from '@vanilla-extract/css';

/** A raised white card with rounded corners and the soft shadow (products, posts, cases, awards). */
export const card: StyleRule = surface({ tone: 'raised', radius: 'md', shadow: 'raised' });

/** A muted box beside or below the content (sidebars, author box, summaries). */
export const panel: StyleRule = surface({ tone: 'muted', padding: 'lg', radius: 'md' });

/** A small gold uppercase label above a heading ('About the author', 'Previous post'). */
export const eyebrow: StyleRule = {
  margin: 0,
  ...text({ size: 'sm', weight: 'semibold', tone: 'accent', uppercase: true, tracking: 'wider' }),
};

/** A title's link (a product's name in the shop's lists): the title's colour, underlined on hover. */
export const titleLink = style(text({ underline: 'hover' }));

/** A link in the text colour that turns dark gold on hover (sidebar links, search hits). */
export const quietLink: StyleRule = {
  ...text({ tone: 'neutral' }),
  textUnderlineOffset: '0.2em',
  ':hover': { color: vars.color.accentStrong },
};

/**
 * A card whose title link (`stretchedLink`) covers the whole card, so the picture is clickable
 * too while the link's accessible name stays just its title (no nested interactive content).
 * Keyboard focus rings the card itself, outside its edge: a ring drawn inside would be clipped
 * by cards that crop their pictures, and faint on the navy cards.
 */
export const linkedCard: StyleRule = {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  ...surface({ radius: 'md' }),
  transition: `box-shadow ${vars.motion.fast}`,
  ':hover': { boxShadow: vars.shadow.overlay },
  selectors: {
    '&:has(a:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
};

/** The one link of a `linkedCard`: its ::after stretches over the card. */
export const stretchedLink: StyleRule = {
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&:hover, &:focus-visible': { textDecoration: 'underline' },
    // The card draws the ring around itself instead.
    '&:focus-visible': { outline: 'none' },
  },
};

/** A fieldset that only groups its fields: no frame, indent or min-content width. */
export const bareFieldset: StyleRule = { minWidth: 0, margin: 0, padding: 0, border: 0 };

/** A small square picture, cropped to fill (blog sidebar's recent posts, product thumbnails). */
export const thumbnail: StyleRule = {
  display: 'block',
  ...square({ size: '4.5rem' }),
  ...surface({ radius: 'sm' }),
  objectFit: 'cover',
};
