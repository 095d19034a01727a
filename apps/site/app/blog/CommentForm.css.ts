import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const wide = style({ gridColumn: '1 / -1' });

export const note = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });

export const actions = style({ gridColumn: '1 / -1', justifySelf: 'start' });
