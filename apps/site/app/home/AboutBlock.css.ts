import { below, grid, image, square, surface, text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const layout = style(
  grid({
    columns: { base: ['5fr', '7fr'], belowMd: ['1fr'] },
    space: { base: 'xxl', belowMd: 'xl' },
    alignY: 'center',
  }),
);

export const figure = style([
  { position: 'relative', width: '100%', maxWidth: '26rem', margin: 0, justifySelf: 'center' },
  { '@media': { [below('sm')]: { maxWidth: '18rem' } } },
]);

export const portrait = style([
  image({ radius: 'md' }),
  { boxShadow: `${vars.space.md} ${vars.space.md} 0 ${vars.color.accent}` },
]);

export const since = style([
  surface({ tone: 'inverse' }),
  text({ tone: 'inverse', font: 'heading', size: 'lg', leading: 1.2 }),
  {
    position: 'absolute',
    insetBlockEnd: vars.space.lg,
    insetInlineStart: `calc(-1 * ${vars.space.md})`,
    margin: 0,
    padding: `${vars.space.sm} ${vars.space.md}`,
    '@media': { [below('xs')]: { insetInlineStart: 0 } },
  },
]);

export const point = style({
  selectors: {
    '&::before': {
      ...square({ size: '0.6rem' }),
      content: '""',
      flexShrink: 0,
      background: vars.color.accent,
      transform: 'rotate(45deg) translateY(-0.1rem)',
    },
  },
});

export const signature = style([
  { margin: `0 0 ${vars.space.lg}`, fontStyle: 'italic' },
  text({ font: 'heading', tone: 'muted' }),
]);
