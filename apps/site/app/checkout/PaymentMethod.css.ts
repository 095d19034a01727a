import { stack } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const payment = style(stack({ space: 'lg' }));

export const proceed = style({ alignSelf: 'flex-start' });
