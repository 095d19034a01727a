import { image as imageLook, text as textLook, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const image = style(imageLook({ radius: 'md' }));

export const lead = style(textLook({ size: 'lg', font: 'heading', tone: 'neutral' }));

export const text = style({ maxWidth: '70ch' });

export const tabsHeading = style({ margin: `${vars.space.xl} 0 ${vars.space.md}` });

export const tabText = style({ margin: 0, maxWidth: '70ch' });
