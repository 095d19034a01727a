import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { type BreakpointName, below, breakpoints } from './breakpoints.js';
import { vars } from './vars.css.js';

type BelowCondition = `below${Capitalize<BreakpointName>}`;

const capitalize = <T extends string>(value: T) =>
  `${value.charAt(0).toUpperCase()}${value.slice(1)}` as Capitalize<T>;

// Desktop first, as the spec words its layouts ("2 per view below 1100"): the conditions run
// from the widest breakpoint to the narrowest, so a narrower one wins when several match.
const breakpointNames = (Object.keys(breakpoints) as BreakpointName[]).sort(
  (a, b) => breakpoints[b] - breakpoints[a],
);

const belowConditions = Object.fromEntries(
  breakpointNames.map((name) => [`below${capitalize(name)}`, { '@media': below(name) }]),
) as Record<BelowCondition, { '@media': string }>;

/** Names of the responsive conditions, widest first: `base`, `belowXl` … `belowXs`. */
export const sprinklesConditions = ['base', ...breakpointNames.map((n) => `below${capitalize(n)}`)];

const columnCounts = [1, 2, 3, 4, 5, 6] as const;

const responsiveLayout = defineProperties({
  conditions: { base: {}, ...belowConditions },
  defaultCondition: 'base',
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: { ...vars.space, auto: 'auto' },
    marginBottom: { ...vars.space, auto: 'auto' },
    marginLeft: { ...vars.space, auto: 'auto' },
    marginRight: { ...vars.space, auto: 'auto' },
    textAlign: ['left', 'center', 'right'],
    gridTemplateColumns: Object.fromEntries(
      columnCounts.map((count) => [count, `repeat(${count}, minmax(0, 1fr))`]),
    ) as Record<(typeof columnCounts)[number], string>,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
    columns: ['gridTemplateColumns'],
  },
});

const colours = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
  },
});

/**
 * Layout atoms read from the theme: `sprinkles({ display: 'grid', columns: { base: 4,
 * belowMd: 2, belowXs: 1 }, gap: 'lg' })`. Conditions are the breakpoint tokens, desktop
 * first, so `belowMd` means "below 1100px" exactly as the spec says it.
 */
export const sprinkles = createSprinkles(responsiveLayout, colours);

/** The argument `sprinkles()` accepts. */
export type Sprinkles = Parameters<typeof sprinkles>[0];
