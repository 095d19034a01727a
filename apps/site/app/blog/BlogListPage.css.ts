import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const pager = style({ marginTop: vars.space.xxl });
