import { text } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const body = style({ maxWidth: '70ch', fontSize: '1.0625rem' });

export const lead = style(text({ font: 'heading', size: 'lg' }));
