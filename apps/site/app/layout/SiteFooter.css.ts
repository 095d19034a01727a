import { inline, square, surface, text, vars } from '@firm/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { container } from './Section.css';

export const footer = style([surface({ tone: 'inverse' }), text({ tone: 'inverse' })]);

globalStyle(`${footer} a`, { textDecoration: 'none' });
globalStyle(`${footer} a:hover`, { color: vars.color.accent, textDecoration: 'underline' });
globalStyle(`${footer} a:focus-visible`, { outlineColor: vars.color.textInverse });

export const columns = style([container, { paddingBlock: vars.space.xxl }]);

export const heading = style([
  { position: 'relative', margin: `0 0 ${vars.space.md}`, paddingBottom: vars.space.xs },
  text({ size: 'lg' }),
  // A short gold rule under the heading.
  {
    selectors: {
      '&::after': {
        content: '""',
        position: 'absolute',
        left: 0,
        bottom: 0,
        width: '2.5rem',
        height: '2px',
        background: vars.color.accent,
      },
    },
  },
]);

export const about = style({ margin: `0 0 ${vars.space.md}` });

export const contactLine = style([
  ...inline({ space: 'xs', wrap: false }),
  { overflowWrap: 'anywhere' },
]);

export const contactIcon = style([
  square({ size: '1.125rem' }),
  { flexShrink: 0, marginTop: '0.2em' },
  text({ tone: 'accentOnInverse' }),
]);

export const lower = style({ borderTop: `1px solid rgb(255 255 255 / 0.15)` });

export const lowerInner = style([container, { paddingBlock: vars.space.md }, text({ size: 'sm' })]);

export const legalLinks = style([
  ...inline({ space: 'lg', list: true }),
  { '@media': { print: { display: 'none' } } },
]);

export const backToTop = style([
  { '@media': { print: { display: 'none' } } },
  square({ size: '2.75rem', centre: 'inline' }),
  { ...surface({ radius: 'pill' }), background: vars.color.accent },
  text({ tone: 'onAccent' }),
  {
    selectors: {
      [`${footer} &:hover`]: {
        background: vars.color.textInverse,
        color: vars.color.surfaceInverse,
      },
    },
  },
]);

export const backToTopIcon = style(square({ size: '1.25rem' }));
