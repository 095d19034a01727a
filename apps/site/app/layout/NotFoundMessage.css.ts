import { surface, text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const links = style(text({ weight: 'semibold', tone: 'accent' }));

export const homeLink = style([
  {
    display: 'inline-block',
    padding: `${vars.space.sm} ${vars.space.lg}`,
    background: vars.color.accent,
  },
  text({ tone: 'onAccent', weight: 'semibold', underline: 'never' }),
  surface({ radius: 'sm' }),
]);
