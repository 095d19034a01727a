import { text as textLook, tiles, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const heading = style([{ margin: `0 0 ${vars.space.md}` }, textLook({ size: 'lg' })]);

export const reviews = style({ marginBottom: vars.space.xl });

export const review = style({
  paddingBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.surfaceMuted}`,
});

export const reviewer = style([
  { margin: 0 },
  textLook({ size: 'md', font: 'body', weight: 'bold' }),
]);

export const date = style(textLook({ size: 'sm', tone: 'muted' }));

export const form = style({ maxWidth: '40rem' });

export const note = style([{ margin: 0 }, textLook({ size: 'sm', tone: 'muted' })]);

/** The two short fields side by side while each gets 14rem, else one above the other. */
export const pair = style(tiles({ minWidth: '14rem', shrink: false, space: 'md' }));

export const submit = style({ alignSelf: 'flex-start' });
