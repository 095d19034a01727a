import type { StyleRule } from '@vanilla-extract/css';
import { type Responsive, responsiveStyle } from './breakpoints.js';
import type { Space } from './layoutSprinkles.css.js';
import { vars } from './vars.css.js';

/** The backgrounds a surface can have, from the theme's surface colours. */
export const surfaceTones = ['page', 'raised', 'muted', 'inverse', 'artwork'] as const;
export type SurfaceTone = (typeof surfaceTones)[number];

/** The colour token a surface tone paints: `page` the page's own, `raised` `surfaceRaised` … */
export const surfaceColor = (tone: SurfaceTone): string =>
  tone === 'page'
    ? vars.color.surface
    : vars.color[`surface${capitalize(tone)}` satisfies keyof typeof vars.color];

const capitalize = <T extends string>(value: T) =>
  `${value.charAt(0).toUpperCase()}${value.slice(1)}` as Capitalize<T>;

/** The sides an accent stripe can run along. */
export const stripeSides = ['top', 'right', 'bottom', 'left'] as const;
export type StripeSide = (typeof stripeSides)[number];

/** A colour token's name (`'accent'`, `'border'` …). */
export type ColorToken = keyof typeof vars.color;

export interface SurfaceOptions {
  /** The background. @default none (transparent) */
  tone?: SurfaceTone;
  /** Space inside, on every side, one value or one per breakpoint. @default none */
  padding?: Responsive<Space>;
  /** Corner rounding from the theme's radii. @default none */
  radius?: keyof typeof vars.radius;
  /** A 1px hairline all round, in this colour. @default none */
  border?: ColorToken;
  /** A drop shadow from the theme's shadows. @default none */
  shadow?: keyof typeof vars.shadow;
  /** A thick coloured edge on one side (`{ side: 'top', width: 3 }`), in `accent` unless a colour is named. @default none */
  stripe?: { side: StripeSide; width: number; color?: ColorToken };
}

const stripeProperty = {
  top: 'borderTop',
  right: 'borderRight',
  bottom: 'borderBottom',
  left: 'borderLeft',
} as const satisfies Record<StripeSide, string>;

/**
 * A box's surface (cards, panels, callouts) as a style rule for `.css.ts` files:
 * `style([surface({ tone: 'raised', radius: 'md', shadow: 'raised' }), { … }])`. Only what is
 * asked for is set; the text colour is left to `text()`, so it stays what the box inherits.
 */
export function surface({
  tone,
  padding,
  radius,
  border,
  shadow,
  stripe,
}: SurfaceOptions = {}): StyleRule {
  return {
    ...responsiveStyle(padding, (each) => ({ padding: vars.space[each] })),
    ...(tone ? { background: surfaceColor(tone) } : {}),
    ...(border ? { border: `1px solid ${vars.color[border]}` } : {}),
    ...(stripe
      ? {
          [stripeProperty[stripe.side]]:
            `${stripe.width}px solid ${vars.color[stripe.color ?? 'accent']}`,
        }
      : {}),
    ...(radius ? { borderRadius: vars.radius[radius] } : {}),
    ...(shadow ? { boxShadow: vars.shadow[shadow] } : {}),
  };
}
