import { container, inline, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const body = style([
  container({ width: 'text', gutter: false }),
  { padding: `${vars.space.xxl} ${vars.space.lg}`, textAlign: 'center' },
]);

export const links = style([
  ...inline({ space: 'lg', align: 'center', list: true }),
  { fontWeight: 600, color: vars.color.accentStrong },
]);

export const homeLink = style({
  display: 'inline-block',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: 600,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
});
