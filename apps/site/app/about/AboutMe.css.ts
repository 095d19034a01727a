import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const actions = style({ marginTop: vars.space.xl });
