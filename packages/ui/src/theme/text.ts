import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './vars.css.js';

/** A step of the theme's type scale (`vars.fontSize`). */
export type TextSize = keyof typeof vars.fontSize;

/** What a text's colour says, as in Braid's `Text` tones. */
export const textTones = [
  'neutral',
  'muted',
  'accent',
  'accentOnInverse',
  'inverse',
  'onAccent',
  'critical',
  'positive',
  'caution',
  'info',
] as const;
export type TextTone = (typeof textTones)[number];

/** The colour token each tone draws in. */
export const textToneColors = {
  neutral: vars.color.text,
  muted: vars.color.textMuted,
  accent: vars.color.accentStrong,
  accentOnInverse: vars.color.accent,
  inverse: vars.color.textInverse,
  onAccent: vars.color.onAccent,
  critical: vars.color.danger,
  positive: vars.color.success,
  caution: vars.color.warning,
  info: vars.color.info,
} as const satisfies Record<TextTone, string>;

/** How heavy a text's strokes are. */
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export type TextWeight = (typeof textWeights)[number];
const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

/** Extra space between letters, for small uppercase labels. */
export const textTrackings = { wide: '0.04em', wider: '0.06em', widest: '0.08em' } as const;
export type TextTracking = keyof typeof textTrackings;

/** When a link's underline shows. */
export const textUnderlines = ['always', 'hover', 'never'] as const;
export type TextUnderline = (typeof textUnderlines)[number];

export interface TextOptions {
  /** A step of the type scale. @default inherited */
  size?: TextSize;
  /** What the colour says: `neutral` body text, `muted` secondary text, `accent` … @default inherited */
  tone?: TextTone;
  /** Stroke weight. @default inherited */
  weight?: TextWeight;
  /** The theme's `body` or `heading` family. @default inherited */
  font?: keyof typeof vars.font;
  /** Line height, as a unitless ratio of the font size (`1.2`). @default inherited */
  leading?: number;
  /** Set in capitals (CSS `text-transform: uppercase`). @default false */
  uppercase?: boolean;
  /** Extra letter spacing: `wide` 0.04em, `wider` 0.06em, `widest` 0.08em. @default inherited */
  tracking?: TextTracking;
  /** Let long words (addresses, URLs) break anywhere rather than overflow. @default false */
  breakWords?: boolean;
  /** For links: underline `always`, only on `hover`, or `never`. @default inherited */
  underline?: TextUnderline;
}

/**
 * How a text looks, on the theme's scales, as a style rule for `.css.ts` files:
 * `style([text({ size: 'sm', tone: 'muted' }), { … }])`. Only the options given are set, so
 * the rest is inherited as before.
 */
export function text({
  size,
  tone,
  weight,
  font,
  leading,
  uppercase = false,
  tracking,
  breakWords = false,
  underline,
}: TextOptions = {}): StyleRule {
  return {
    ...(font ? { fontFamily: vars.font[font] } : {}),
    ...(size ? { fontSize: vars.fontSize[size] } : {}),
    ...(weight ? { fontWeight: fontWeights[weight] } : {}),
    ...(leading !== undefined ? { lineHeight: leading } : {}),
    ...(tone ? { color: textToneColors[tone] } : {}),
    ...(uppercase ? { textTransform: 'uppercase' } : {}),
    ...(tracking ? { letterSpacing: textTrackings[tracking] } : {}),
    ...(breakWords ? { overflowWrap: 'anywhere' } : {}),
    ...(underline === 'always' ? { textDecoration: 'underline' } : {}),
    ...(underline === 'never' ? { textDecoration: 'none' } : {}),
    ...(underline === 'hover'
      ? { textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } }
      : {}),
  };
}
