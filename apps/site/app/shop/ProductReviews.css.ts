import { text, tiles, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const heading = style([{ margin: `0 0 ${vars.space.md}` }, text({ size: 'lg' })]);

export const review = style({
  paddingBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.surfaceMuted}`,
});

export const reviewer = style([{ margin: 0 }, text({ size: 'md', font: 'body', weight: 'bold' })]);

export const form = style({ maxWidth: '40rem' });

/** The two short fields side by side while each gets 14rem, else one above the other. */
export const pair = style(tiles({ minWidth: '14rem', shrink: false, space: 'md' }));

export const submit = style({ alignSelf: 'flex-start' });
