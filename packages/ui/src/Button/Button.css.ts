import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css.js';

// react-aria-components mark their elements with `data-rac` and report hover, press and keyboard
// focus as data attributes. A plain element given `buttonClassName()` (e.g. a router's <Link>)
// has none of them, so the same looks fall back to the CSS pseudo-classes there.
const hovered = '&[data-hovered], &[data-pressed], &:not([data-rac]):hover';
const focusVisible = '&[data-focus-visible], &:not([data-rac]):focus-visible';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '2px solid transparent',
    borderRadius: vars.radius.sm,
    fontFamily: vars.font.body,
    fontWeight: 600,
    lineHeight: 1.2,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
    selectors: {
      [focusVisible]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[data-disabled], &:disabled, &[aria-disabled="true"]': {
        opacity: 0.5,
        cursor: 'not-allowed',
      },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
      // A control (or a link dressed as one) does nothing on paper.
      print: { display: 'none' },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: {
          [hovered]: { background: vars.color.accentStrong, color: vars.color.surface },
        },
      },
      secondary: {
        background: vars.color.surfaceInverse,
        color: vars.color.textInverse,
        selectors: {
          // Text on `accentStrong` is `surface`, as in every theme's pairs (a dark scheme's
          // accentStrong is light).
          [hovered]: { background: vars.color.accentStrong, color: vars.color.surface },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: {
          [hovered]: { borderColor: vars.color.accentStrong },
        },
      },
      /** For dark bands (`surfaceInverse`): light fill, dark text, a light focus ring. */
      light: {
        background: vars.color.textInverse,
        color: vars.color.surfaceInverse,
        selectors: {
          [hovered]: { background: vars.color.accent, color: vars.color.onAccent },
          [focusVisible]: { outlineColor: vars.color.textInverse },
        },
      },
    },
    size: {
      small: { padding: `${vars.space.xxs} ${vars.space.sm}`, fontSize: vars.fontSize.sm },
      medium: { padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.fontSize.md },
    },
  },
  defaultVariants: { tone: 'primary', size: 'medium' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
