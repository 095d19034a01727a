import { image as imageRule, text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const image = style(imageRule({ radius: 'md' }));

export const heading = style([
  { margin: `${vars.space.xs} 0 ${vars.space.md}` },
  text({ size: 'xl' }),
]);
