import { stack, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style(stack({ space: 'xxl', list: true }));

export const body = style([
  ...stack({ space: 'sm', align: 'start' }),
  { marginTop: vars.space.lg },
]);

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
});

export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { color: vars.color.accentStrong, textDecoration: 'underline' },
});

export const excerpt = style({ margin: 0, maxWidth: '70ch' });
