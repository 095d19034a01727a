import { surface, text, vars } from '@firm/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';
import { panel } from '../styles/looks.css';

export const widget = styleVariants({
  muted: [panel, text({ tone: 'neutral' })],
  inverse: [surface({ tone: 'inverse', padding: 'lg', radius: 'md' }), text({ tone: 'inverse' })],
});

export const widgetTitle = style([
  { margin: `0 0 ${vars.space.md}`, paddingBottom: vars.space.xs },
  text({ size: 'lg' }),
  surface({ stripe: { side: 'bottom', width: 2 } }),
]);
