import { style } from '@vanilla-extract/css';
import { choiceIndicatorRule } from '../Field/choiceIndicator.js';
import { vars } from '../theme/vars.css.js';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  selectors: {
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const box = style([
  choiceIndicatorRule(button, {
    background: vars.color.accentStrong,
    borderColor: vars.color.accentStrong,
  }),
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: vars.radius.sm,
    color: vars.color.surfaceRaised,
  },
]);

export const check = style({
  width: '0.875rem',
  height: '0.875rem',
});
