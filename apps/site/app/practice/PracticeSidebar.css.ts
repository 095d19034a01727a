import { inline, square, surface, text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';
import { accentLink } from '../blog/shared.css';

export const serviceLink = style([
  surface({ tone: 'raised' }),
  text({ tone: 'neutral', weight: 'semibold', underline: 'hover' }),
  ...inline({ align: 'between', alignY: 'center', wrap: false }),
  {
    minHeight: '2.75rem',
    padding: `${vars.space.xs} ${vars.space.md}`,
    borderLeft: `3px solid transparent`,
    selectors: {
      '&::after': { content: '"›"', color: vars.color.accentStrong, fontSize: vars.fontSize.lg },
      '&:hover': { borderLeftColor: vars.color.accent },
      '&[aria-current="page"]': {
        background: vars.color.surfaceInverse,
        color: vars.color.textInverse,
        borderLeftColor: vars.color.accent,
      },
      '&[aria-current="page"]::after': { color: vars.color.accent },
    },
  },
]);

export const presentationLink = style([
  accentLink,
  ...inline({ level: 'inline', space: 'xs', alignY: 'center', wrap: false }),
]);

export const fileIcon = style([square({ size: '1.5rem' }), { flexShrink: 0 }]);

export const note = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.sm });

export const helpPhone = style([
  { display: 'block', margin: `${vars.space.sm} 0` },
  text({ tone: 'accentOnInverse', font: 'heading', size: 'xl', underline: 'hover' }),
]);
