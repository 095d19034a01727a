import { below, grid, image, square, surface, text, tiles, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';
import { panel } from '../styles/looks.css';

export const portrait = style([
  image({ maxWidth: '24rem', radius: 'md' }),
  surface({ stripe: { side: 'bottom', width: 4 } }),
  { '@media': { [below('sm')]: { maxWidth: '16rem', marginInline: 'auto' } } },
]);

export const facts = style([
  ...grid({ columns: { base: ['max-content', '1fr'], belowXs: ['1fr'] } }),
  { gap: `${vars.space.xs} ${vars.space.md}`, margin: `${vars.space.md} 0` },
  { '@media': { [below('xs')]: { gap: 0 } } },
]);

export const factName = style([
  text({ weight: 'semibold' }),
  { '@media': { [below('xs')]: { marginTop: vars.space.xs } } },
]);

export const socialLink = style([
  square({ size: '2.75rem', round: true, centre: 'inline' }),
  surface({ tone: 'inverse' }),
  text({ tone: 'inverse' }),
  { ':hover': { background: vars.color.accentStrong, color: vars.color.surface } },
]);

export const socialIcon = style(square({ size: '1.25rem' }));

export const blockTitle = style([
  { margin: `0 0 ${vars.space.sm}`, paddingBottom: vars.space.xs },
  text({ size: 'xl' }),
  surface({ stripe: { side: 'bottom', width: 1, color: 'border' } }),
]);

// Wider between the columns than between the rows, which one Tiles space cannot say.
export const skills = style([
  ...tiles({ columns: { base: 2, belowSm: 1 }, space: 'md' }),
  { columnGap: vars.space.xl },
]);

export const sidebar = style([panel, surface({ stripe: { side: 'top', width: 3 } })]);

export const sidebarLink = style([
  ...grid({ columns: ['auto', '1fr'], space: 'sm', alignY: 'center' }),
  surface({ padding: 'xs', radius: 'sm' }),
  text({ underline: 'never' }),
  {
    selectors: {
      '&:hover, &[aria-current="page"]': { background: vars.color.surface },
      '&[aria-current="page"]': { boxShadow: vars.shadow.raised },
    },
  },
]);

export const sidebarAvatar = style(image({ width: '3.5rem', radius: 'sm' }));

export const sidebarName = style({
  selectors: { [`${sidebarLink}:hover &`]: { textDecoration: 'underline' } },
});
