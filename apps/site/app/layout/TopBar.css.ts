import { below, vars } from '@firm/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { container } from './Section.css';

export const topBar = style({
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xs,
});

export const inner = style([
  container,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: vars.space.lg,
    rowGap: vars.space.xxs,
    paddingBlock: vars.space.xs,
    '@media': {
      [below('sm')]: { justifyContent: 'center' },
    },
  },
]);

export const contacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  rowGap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [below('sm')]: { justifyContent: 'center', columnGap: vars.space.md },
  },
});

export const contact = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const contactIcon = style({
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
  color: vars.color.accent,
  '@media': {
    // Phones: without icons, phone and email share one line.
    [below('xs')]: { display: 'none' },
  },
});

globalStyle(`${contact} a`, { textDecoration: 'none' });
globalStyle(`${contact} a:hover`, { textDecoration: 'underline' });

export const socials = style({
  display: 'flex',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.pill,
  color: vars.color.textInverse,
  selectors: {
    '&:hover': { background: vars.color.accent, color: vars.color.onAccent },
    '&:focus-visible': { outlineColor: vars.color.textInverse },
  },
});

export const socialIcon = style({
  width: '1rem',
  height: '1rem',
});

/** Phones: the top bar keeps to the contact details; the footer repeats the social links. */
export const topBarSocials = style({
  // Stays at the right end when the bar wraps onto two lines.
  marginLeft: 'auto',
  '@media': {
    [below('xs')]: { display: 'none' },
  },
});

/** The System / Light / Dark switch: last in the bar; on phones, on a line of its own. */
export const colorScheme = style({
  display: 'flex',
  '@media': {
    [below('xs')]: { flexBasis: '100%', justifyContent: 'center' },
  },
});
