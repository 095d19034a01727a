import { image, surface, text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';
import { panel } from '../styles/looks.css';

export const box = style([panel, surface({ stripe: { side: 'left', width: 4 } })]);

export const portrait = style(image({ width: '7.5rem', radius: 'md' }));

export const name = style([{ margin: `${vars.space.xxs} 0 0` }, text({ size: 'xl' })]);

export const about = style({ margin: `${vars.space.sm} 0` });
