import { tiles } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const fields = style(tiles({ minWidth: '12rem', shrink: false, space: 'md' }));

export const wide = style({ gridColumn: '1 / -1' });

export const submit = style({ alignSelf: 'flex-start' });
