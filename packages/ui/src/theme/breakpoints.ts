import type { StyleRule } from '@vanilla-extract/css';

/**
 * Viewport widths (px) at which layouts change. Sliders and sprinkles read the same numbers,
 * so "2 per view below 1100" in a slider and a grid that collapses below 1100 agree.
 */
export const breakpoints = {
  xs: 575,
  sm: 767,
  md: 1100,
  lg: 1200,
  xl: 1500,
} as const;

export type BreakpointName = keyof typeof breakpoints;

/** A `max-width` media query that matches below the breakpoint (the spec says "below 1100"). */
export function below(name: BreakpointName): string {
  return `screen and (max-width: ${breakpoints[name] - 0.02}px)`;
}

/** A `min-width` media query that matches at and above the breakpoint. */
export function atLeast(name: BreakpointName): string {
  return `screen and (min-width: ${breakpoints[name]}px)`;
}

type BelowCondition = `below${Capitalize<BreakpointName>}`;

const capitalize = <T extends string>(value: T) =>
  `${value.charAt(0).toUpperCase()}${value.slice(1)}` as Capitalize<T>;

/** The responsive condition that applies below a breakpoint: `md` → `belowMd`. */
export const belowCondition = (name: BreakpointName): BelowCondition => `below${capitalize(name)}`;

// Desktop first, as the spec words its layouts ("2 per view below 1100"): the conditions run
// from the widest breakpoint to the narrowest, so a narrower one wins when several match.
const breakpointNames = (Object.keys(breakpoints) as BreakpointName[]).sort(
  (a, b) => breakpoints[b] - breakpoints[a],
);

/** Names of the responsive conditions, widest first: `base`, `belowXl` … `belowXs`. */
export const sprinklesConditions = ['base', ...breakpointNames.map(belowCondition)] as const;

/** The sprinkles conditions, one media query a breakpoint; `base` applies at every width. */
export const responsiveConditions = {
  conditions: {
    base: {},
    ...(Object.fromEntries(
      breakpointNames.map((name) => [belowCondition(name), { '@media': below(name) }]),
    ) as Record<BelowCondition, { '@media': string }>),
  },
  defaultCondition: 'base',
} as const;

/** A value that may change at the breakpoints: one value, or one per condition. */
export type Responsive<Value> =
  | Value
  | Partial<Record<(typeof sprinklesConditions)[number], Value>>;

type MediaRules = Record<string, StyleRule>;

/**
 * A style rule for a value that may change at the breakpoints: the `base` value at every width,
 * each narrower one in its own media query, widest first so the narrowest wins. For `.css.ts`
 * files, where it costs a page no JavaScript.
 */
export function responsiveStyle<Value>(
  value: Responsive<Value> | undefined,
  rule: (value: Value) => StyleRule,
): StyleRule {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null) return rule(value as Value);
  const byCondition = value as Partial<Record<(typeof sprinklesConditions)[number], Value>>;
  const media: MediaRules = {};
  let base: StyleRule = {};
  for (const condition of sprinklesConditions) {
    const each = byCondition[condition];
    if (each === undefined) continue;
    if (condition === 'base') base = rule(each);
    else media[responsiveConditions.conditions[condition]['@media']] = rule(each);
  }
  return Object.keys(media).length > 0 ? { ...base, '@media': media } : base;
}
