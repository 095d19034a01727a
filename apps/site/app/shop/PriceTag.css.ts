import { text } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const prices = style({ margin: 0 });

export const current = style(text({ weight: 'bold', tone: 'accent' }));

export const large = style(text({ size: 'xl' }));

export const old = style(text({ tone: 'muted' }));
