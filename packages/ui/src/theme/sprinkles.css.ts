import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { responsiveConditions } from './breakpoints.js';
import { flowProperties, layoutProperties } from './layoutSprinkles.css.js';
import { vars } from './vars.css.js';

const spacingProperties = defineProperties({
  ...responsiveConditions,
  properties: {
    flexWrap: ['nowrap', 'wrap'],
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: { ...vars.space, auto: 'auto' },
    marginBottom: { ...vars.space, auto: 'auto' },
    marginLeft: { ...vars.space, auto: 'auto' },
    marginRight: { ...vars.space, auto: 'auto' },
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
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
 * first, so `belowMd` means "below 1100px" exactly as the spec says it. Meant for `.css.ts`
 * files, where it costs no JavaScript.
 */
export const sprinkles = createSprinkles(
  flowProperties,
  layoutProperties,
  spacingProperties,
  colours,
);

/** The argument `sprinkles()` accepts. */
export type Sprinkles = Parameters<typeof sprinkles>[0];
