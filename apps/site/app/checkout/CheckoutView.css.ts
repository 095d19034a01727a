import { grid } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const layout = style(
  grid({ columns: { base: ['2fr', '1fr'], belowMd: ['1fr'] }, space: 'xl', alignY: 'start' }),
);
