import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.js';

/**
 * The style rule of a checkbox box or radio dot, driven by the states react-aria puts on its
 * clickable `parent` (the `<label>`): selected, hover, keyboard focus and invalid. A plain
 * object, so `.css.ts` files compose it with `style([choiceIndicatorRule(…), {…}])`.
 */
export function choiceIndicatorRule(parent: string, selected: StyleRule): StyleRule {
  return {
    flexShrink: 0,
    width: '1.25rem',
    height: '1.25rem',
    boxSizing: 'border-box',
    border: `2px solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
    transition: `background-color ${vars.motion.fast}, border ${vars.motion.fast}`,
    selectors: {
      [`${parent}[data-selected] &`]: selected,
      [`${parent}[data-hovered] &`]: { borderColor: vars.color.accentStrong },
      [`${parent}[data-focus-visible] &`]: {
        outline: `3px solid ${vars.color.focus}`,
        outlineOffset: '2px',
      },
      [`${parent}[data-invalid] &`]: { borderColor: vars.color.danger },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
    },
  };
}

/**
 * The clickable `<label>` of a checkbox or radio: its indicator and text in a row, dimmed while
 * disabled. A plain object, composed by the Checkbox and RadioGroup styles.
 */
export const choiceLabelRule = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  selectors: {
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
} satisfies StyleRule;
