import { square, surface, text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';
import { quietLink, thumbnail } from '../styles/looks.css';

export const searchField = style({ flex: 1 });

export const searchButton = style({
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  padding: vars.space.xs,
});

export const searchIcon = style(square({ size: '1.25rem' }));

export const categoryLink = style([
  { display: 'block', padding: `${vars.space.xxs} 0` },
  quietLink,
]);

export const recentThumb = style(thumbnail);

export const recentTitle = style([
  { display: 'block' },
  quietLink,
  text({ font: 'heading', weight: 'semibold', leading: 1.3 }),
]);

export const tag = style([
  surface({ tone: 'raised', border: 'border', radius: 'sm' }),
  text({ tone: 'neutral', size: 'sm', leading: 1.8, underline: 'never' }),
  { display: 'inline-block', minHeight: '2.75rem', padding: `${vars.space.xs} ${vars.space.sm}` },
  { ':hover': { borderColor: vars.color.accentStrong, color: vars.color.accentStrong } },
]);
