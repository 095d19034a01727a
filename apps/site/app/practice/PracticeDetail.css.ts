import { image as imageLook, text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const image = style(imageLook({ radius: 'md' }));

export const lead = style(text({ size: 'lg', font: 'heading', tone: 'neutral' }));

/** A readable line length for the description and the tabs' text. */
export const measure = style({ maxWidth: '70ch' });

export const tabsHeading = style({ margin: `${vars.space.xl} 0 ${vars.space.md}` });
