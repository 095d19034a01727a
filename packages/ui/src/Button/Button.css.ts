import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

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
    transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
    selectors: {
      '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: {
          '&[data-hovered], &[data-pressed]': {
            background: vars.color.accentStrong,
            color: vars.color.surface,
          },
        },
      },
      secondary: {
        background: vars.color.surfaceInverse,
        color: vars.color.textInverse,
        selectors: {
          '&[data-hovered], &[data-pressed]': { background: vars.color.accentStrong },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: {
          '&[data-hovered], &[data-pressed]': { borderColor: vars.color.accentStrong },
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
