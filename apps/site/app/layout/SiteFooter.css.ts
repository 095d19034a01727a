import { below, vars } from '@firm/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { container } from './Section.css';

export const footer = style({
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
});

globalStyle(`${footer} a`, { textDecoration: 'none' });
globalStyle(`${footer} a:hover`, { color: vars.color.accent, textDecoration: 'underline' });
globalStyle(`${footer} a:focus-visible`, { outlineColor: vars.color.textInverse });

export const columns = style([
  container,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    gap: vars.space.xl,
    paddingBlock: vars.space.xxl,
    '@media': {
      // Link lists and contact columns are screen navigation; the imprint below stays.
      print: { display: 'none' },
      [below('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [below('xs')]: { gridTemplateColumns: '1fr', gap: vars.space.lg },
    },
  },
]);

export const heading = style({
  position: 'relative',
  margin: `0 0 ${vars.space.md}`,
  paddingBottom: vars.space.xs,
  fontSize: vars.fontSize.lg,
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
});

export const about = style({
  margin: `0 0 ${vars.space.md}`,
});

export const list = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const contactLine = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});

export const contactIcon = style({
  width: '1.125rem',
  height: '1.125rem',
  flexShrink: 0,
  marginTop: '0.2em',
  color: vars.color.accent,
});

export const lower = style({
  borderTop: `1px solid rgb(255 255 255 / 0.15)`,
});

export const lowerInner = style([
  container,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    paddingBlock: vars.space.md,
    fontSize: vars.fontSize.sm,
  },
]);

export const imprint = style({ display: 'grid', gap: vars.space.xxs });

export const copyright = style({ margin: 0 });

export const legalLinks = style({
  '@media': { print: { display: 'none' } },
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const backToTop = style({
  '@media': { print: { display: 'none' } },
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onAccent,
  selectors: {
    [`${footer} &:hover`]: { background: vars.color.textInverse, color: vars.color.surfaceInverse },
  },
});

export const backToTopIcon = style({ width: '1.25rem', height: '1.25rem' });
