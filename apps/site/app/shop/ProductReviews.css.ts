import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

// The form's gap and as much again between its heading and the note under it.
export const formHeading = style({ marginBottom: vars.space.md });

export const review = style({
  paddingBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.surfaceMuted}`,
});

export const form = style({ maxWidth: '40rem' });
