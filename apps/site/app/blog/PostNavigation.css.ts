import { below, text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';
import { eyebrow } from './shared.css';

export const list = style({ borderBlock: `1px solid ${vars.color.border}` });

export const next = style({
  gridColumn: 2,
  textAlign: 'right',
  '@media': { [below('xs')]: { gridColumn: 1, textAlign: 'left' } },
});

export const link = style([
  { display: 'block', ':hover': { color: vars.color.accentStrong } },
  text({ tone: 'neutral', underline: 'never' }),
]);

export const direction = style([eyebrow, { display: 'block' }]);

export const title = style([
  { display: 'block', textUnderlineOffset: '0.2em' },
  text({ font: 'heading', size: 'lg', underline: 'always' }),
]);
