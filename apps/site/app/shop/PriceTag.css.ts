import { inline, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const prices = style([...inline({ space: 'xs', alignY: 'baseline' }), { margin: 0 }]);

export const current = style({
  fontWeight: 700,
  color: vars.color.accentStrong,
});

export const large = style({
  fontSize: vars.fontSize.xl,
});

export const old = style({
  color: vars.color.textMuted,
});
