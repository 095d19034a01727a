import { below, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';
import { eyebrow } from './shared.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: `${vars.space.xxl} 0 0`,
  padding: `${vars.space.lg} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
  listStyle: 'none',
  '@media': {
    [below('xs')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const next = style({
  gridColumn: 2,
  textAlign: 'right',
  '@media': { [below('xs')]: { gridColumn: 1, textAlign: 'left' } },
});

export const link = style({
  display: 'block',
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { color: vars.color.accentStrong },
});

export const direction = style([eyebrow, { display: 'block' }]);

export const title = style({
  display: 'block',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});
