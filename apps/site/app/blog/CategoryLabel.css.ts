import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

/** Navy on gold: the brand's accent pair, 6:1 contrast. */
export const label = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});
