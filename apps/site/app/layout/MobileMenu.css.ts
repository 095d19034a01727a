import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const reload = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.accentStrong,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'underline',
  cursor: 'pointer',
});
