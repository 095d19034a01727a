import { style, styleVariants } from '@vanilla-extract/css';
import { choiceIndicatorRule, choiceLabelRule } from '../Field/choiceIndicator.js';
import { fieldColumnRule } from '../Field/fieldColumn.js';
import { vars } from '../theme/vars.css.js';

export const group = style(fieldColumnRule('xs'));

const optionsBase = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const options = styleVariants({
  list: [
    optionsBase,
    {
      selectors: {
        [`${group}[data-orientation="vertical"] &`]: {
          flexDirection: 'column',
          gap: vars.space.xs,
        },
      },
    },
  ],
  cards: [optionsBase],
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

const buttonBase = style([choiceLabelRule, { position: 'relative' }]);

export const button = styleVariants({
  list: [buttonBase],
  cards: [
    buttonBase,
    {
      flexDirection: 'column',
      justifyContent: 'center',
      minWidth: '6rem',
      minHeight: '4rem',
      padding: vars.space.sm,
      border: `2px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.surfaceRaised,
      transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
      selectors: {
        '&[data-hovered]': { borderColor: vars.color.accentStrong },
        '&[data-selected]': {
          borderColor: vars.color.accentStrong,
          boxShadow: `0 0 0 2px ${vars.color.accentStrong}`,
        },
        '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '3px' },
        '&[data-invalid]': { borderColor: vars.color.danger },
      },
      '@media': {
        '(prefers-reduced-motion: reduce)': { transition: 'none' },
      },
    },
  ],
});

/** The round indicator of a list radio. */
export const dot = style([
  choiceIndicatorRule(buttonBase, { border: `6px solid ${vars.color.accentStrong}` }),
  { borderRadius: '50%' },
]);

/** A tick badge in the corner of the selected card. */
export const cardTick = style({
  position: 'absolute',
  top: vars.space.xxs,
  right: vars.space.xxs,
  width: '1rem',
  height: '1rem',
  borderRadius: '50%',
  background: vars.color.accentStrong,
  color: vars.color.surfaceRaised,
  display: 'none',
  selectors: {
    [`${buttonBase}[data-selected] &`]: { display: 'block' },
  },
});

export const image = style({
  display: 'block',
  maxWidth: '5rem',
  maxHeight: '2.5rem',
  objectFit: 'contain',
});

export const description = style({
  margin: 0,
  paddingLeft: `calc(1.25rem + ${vars.space.xs})`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
