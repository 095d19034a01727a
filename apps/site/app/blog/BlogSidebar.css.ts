import { inline, stack, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const searchRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
});

export const searchField = style({ flex: 1 });

export const searchButton = style({
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  padding: vars.space.xs,
});

export const searchIcon = style({ width: '1.25rem', height: '1.25rem' });

export const linkList = style(stack({ space: 'xs', list: true }));

export const categoryLink = style({
  display: 'block',
  padding: `${vars.space.xxs} 0`,
  color: vars.color.text,
  textUnderlineOffset: '0.2em',
  ':hover': { color: vars.color.accentStrong },
});

export const recentPost = style({
  display: 'grid',
  gridTemplateColumns: '4.5rem minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const recentThumb = style({
  display: 'block',
  width: '4.5rem',
  height: '4.5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});

export const recentTitle = style({
  display: 'block',
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontWeight: 600,
  lineHeight: 1.3,
  textUnderlineOffset: '0.2em',
  ':hover': { color: vars.color.accentStrong },
});

export const recentDate = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const tags = style(inline({ space: 'xs', list: true }));

export const tag = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  minHeight: '2.75rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.8,
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.accentStrong, color: vars.color.accentStrong },
});
