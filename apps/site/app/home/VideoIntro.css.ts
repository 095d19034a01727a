import { image } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

/** The poster with the round play button centred on it. */
export const poster = style({ position: 'relative', display: 'grid', placeItems: 'center' });

export const posterImage = style([{ gridArea: '1 / 1' }, image({ radius: 'md' })]);

export const play = style({ gridArea: '1 / 1' });
