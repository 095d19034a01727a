import { stack, vars } from '@firm/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';
import { linkedCard } from '../blog/shared.css';

export const card = styleVariants({
  cards: [
    linkedCard,
    {
      gap: vars.space.sm,
      padding: vars.space.xl,
      background: vars.color.surfaceRaised,
      color: vars.color.text,
      borderTop: `4px solid ${vars.color.accent}`,
      boxShadow: vars.shadow.raised,
    },
  ],
  illustrated: [
    linkedCard,
    {
      overflow: 'hidden',
      background: vars.color.surfaceRaised,
      color: vars.color.text,
      boxShadow: vars.shadow.raised,
    },
  ],
});

export const icon = style({
  display: 'block',
  width: '4rem',
  height: '4rem',
});

export const illustration = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
});

/** The picture and the icon badge over its lower edge. */
export const media = style({ position: 'relative' });

// Not positioned itself, so the title link's ::after spans the whole card, picture included.
export const illustratedBody = style([
  ...stack({ space: 'sm' }),
  { padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.lg}` },
]);

/** The icon on a white disc, overlapping the illustration's lower edge. */
export const badge = style({
  position: 'absolute',
  bottom: '-2rem',
  right: vars.space.lg,
  display: 'grid',
  placeItems: 'center',
  width: '4rem',
  height: '4rem',
  borderRadius: '50%',
  background: vars.color.surfaceRaised,
  border: `2px solid ${vars.color.accent}`,
});

export const badgeIcon = style({ width: '2.5rem', height: '2.5rem' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
});

export const titleLink = style({ ':hover': { color: vars.color.accentStrong } });

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
});
