import { inline } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const coupon = style(inline({ space: 'sm', alignY: 'end' }));

export const field = style({ flex: '1 1 14rem' });
