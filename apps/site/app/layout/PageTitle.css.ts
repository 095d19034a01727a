import { surface, text, vars } from '@firm/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const band = style([surface({ tone: 'inverse' }), text({ tone: 'inverse' })]);

// Laid out by the Inline in PageTitle.tsx; named here for its separators and links.
export const crumbs = style({});

globalStyle(`${crumbs} li + li::before`, { content: '"/"', marginRight: vars.space.xs });

globalStyle(`${crumbs} a`, { color: vars.color.accent });
