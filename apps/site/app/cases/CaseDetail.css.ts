import { image as imageRule, text, tiles, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const layout = style([
  ...tiles({ columns: { base: 2, belowMd: 1 }, space: 'xl' }),
  { alignItems: 'start' },
]);

export const image = style(imageRule({ radius: 'md' }));

export const heading = style([
  { margin: `${vars.space.xs} 0 ${vars.space.md}` },
  text({ size: 'xl' }),
]);

export const tabText = style({ margin: 0 });
