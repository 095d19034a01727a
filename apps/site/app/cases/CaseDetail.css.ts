import { image as imageRule } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const image = style(imageRule({ radius: 'md' }));
