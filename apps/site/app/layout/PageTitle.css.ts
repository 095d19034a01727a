import { surface, text, vars } from '@firm/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const band = style([
  surface({ tone: 'inverse' }),
  text({ tone: 'inverse' }),
  { padding: `${vars.space.xxl} ${vars.space.lg}`, textAlign: 'center' },
]);

export const heading = style([
  text({ font: 'heading', size: 'xxl' }),
  { margin: `0 0 ${vars.space.sm}` },
]);

// Laid out by the Inline in PageTitle.tsx; named here for its separators and links.
export const crumbs = style({});

globalStyle(`${crumbs} li + li::before`, { content: '"/"', marginRight: vars.space.xs });

globalStyle(`${crumbs} a`, { color: vars.color.accent });
