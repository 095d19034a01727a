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
