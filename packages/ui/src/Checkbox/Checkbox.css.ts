import { style } from '@vanilla-extract/css';
import { choiceIndicatorRule, choiceLabelRule } from '../Field/choiceIndicator.js';
import { vars } from '../theme/vars.css.js';

export const button = style(choiceLabelRule);

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
