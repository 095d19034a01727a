import { surface, text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

/** Navy on gold: the brand's accent pair, 6:1 contrast. */
export const label = style([
  surface({ radius: 'sm' }),
  text({ size: 'xs', weight: 'semibold', tone: 'onAccent', uppercase: true, tracking: 'wider' }),
  {
    display: 'inline-block',
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    background: vars.color.accent,
  },
]);
