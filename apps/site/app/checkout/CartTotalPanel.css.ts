import { surface, text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';
import { card } from '../styles/looks.css';

export const panel = style([card, surface({ padding: 'lg', border: 'surfaceMuted' })]);

export const heading = style([{ margin: `0 0 ${vars.space.sm}` }, text({ size: 'xl' })]);
