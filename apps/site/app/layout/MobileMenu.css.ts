import { atLeast, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const menuButton = style({
  '@media': {
    [atLeast('md')]: { display: 'none' },
  },
});

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
