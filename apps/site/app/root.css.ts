import { container, text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const main = style({ display: 'block', minHeight: '50vh', outline: 'none' });

export const errorPanel = style([
  container({ width: 'text', gutter: false }),
  { padding: `${vars.space.xxl} ${vars.space.lg}`, textAlign: 'center' },
]);

export const errorDetail = style(text({ tone: 'muted', size: 'sm' }));
