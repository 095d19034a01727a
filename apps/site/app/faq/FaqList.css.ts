import { container } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style(container({ width: 'narrow', gutter: false }));
