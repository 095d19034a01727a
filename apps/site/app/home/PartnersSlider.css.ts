import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const logo = style({
  display: 'block',
  width: '100%',
  maxWidth: '12.5rem',
  height: 'auto',
  marginInline: 'auto',
  padding: vars.space.xs,
});
