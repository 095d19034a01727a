import { tiles, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const layout = style([
  ...tiles({ columns: { base: 2, belowMd: 1 }, space: 'xl' }),
  { alignItems: 'start' },
]);

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
});

export const heading = style({
  margin: `${vars.space.xs} 0 ${vars.space.md}`,
  fontSize: vars.fontSize.xl,
});

export const tabText = style({ margin: 0 });
