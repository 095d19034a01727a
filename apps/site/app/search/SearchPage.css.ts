import { inline } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ maxWidth: '48rem', marginInline: 'auto' });

export const form = style(inline({ space: 'sm', alignY: 'end', wrap: false }));

export const field = style({ flex: 1 });
