import { image, surface } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';
import { thumbnail } from '../styles/looks.css';

export const photo = style([image(), surface({ tone: 'muted' })]);

export const thumb = style([thumbnail, surface({ tone: 'muted' })]);
