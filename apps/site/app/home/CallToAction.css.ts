import { inline, square, text } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const phone = style([
  ...inline({ level: 'inline', space: 'xs', alignY: 'center', wrap: false }),
  text({ tone: 'inverse', size: 'xl', weight: 'semibold', underline: 'hover' }),
]);

export const phoneIcon = style([square({ size: '1.5rem' }), text({ tone: 'accentOnInverse' })]);
