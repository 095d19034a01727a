import { text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const body = style({ maxWidth: '70ch', fontSize: '1.0625rem' });

export const lead = style(text({ font: 'heading', size: 'lg' }));

export const section = style({ marginTop: vars.space.xxl });

export const sectionTitle = style({ margin: `0 0 ${vars.space.lg}`, fontSize: vars.fontSize.xl });
