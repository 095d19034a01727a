import { below, inline, square, surface, text, vars } from '@firm/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { container } from './Section.css';

export const topBar = style([surface({ tone: 'inverse' }), text({ tone: 'inverse', size: 'xs' })]);

// Wider between the items of a line than between the lines, which one Inline space cannot say.
export const inner = style([
  container,
  ...inline({ space: 'xxs', align: 'between', alignY: 'center' }),
  { columnGap: vars.space.lg, paddingBlock: vars.space.xs },
  { '@media': { [below('sm')]: { justifyContent: 'center' } } },
]);

export const contacts = style([
  ...inline({ space: 'xxs', list: true }),
  { columnGap: vars.space.lg },
  { '@media': { [below('sm')]: { justifyContent: 'center', columnGap: vars.space.md } } },
]);

export const contact = style([
  ...inline({ level: 'inline', space: 'xs', alignY: 'center', wrap: false }),
  { minWidth: 0 },
]);

export const contactIcon = style([
  square({ size: '1rem' }),
  { flexShrink: 0 },
  text({ tone: 'accentOnInverse' }),
  // Phones: without icons, phone and email share one line.
  { '@media': { [below('xs')]: { display: 'none' } } },
]);

globalStyle(`${contact} a`, { textDecoration: 'none' });
globalStyle(`${contact} a:hover`, { textDecoration: 'underline' });

export const socials = style(inline({ space: 'xxs', wrap: false, list: true }));

export const socialLink = style([
  square({ size: '2rem', centre: 'inline' }),
  surface({ radius: 'pill' }),
  text({ tone: 'inverse' }),
  {
    selectors: {
      '&:hover': { background: vars.color.accent, color: vars.color.onAccent },
      '&:focus-visible': { outlineColor: vars.color.textInverse },
    },
  },
]);

export const socialIcon = style(square({ size: '1rem' }));

/** Phones: the top bar keeps to the contact details; the footer repeats the social links. */
export const topBarSocials = style({
  // Stays at the right end when the bar wraps onto two lines.
  marginLeft: 'auto',
  '@media': { [below('xs')]: { display: 'none' } },
});

/** The System / Light / Dark switch: last in the bar; on phones, on a line of its own. */
export const colorScheme = style({
  display: 'flex',
  '@media': { [below('xs')]: { flexBasis: '100%', justifyContent: 'center' } },
});
