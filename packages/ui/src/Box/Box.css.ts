import { globalStyle, style } from '@vanilla-extract/css';
import type { Space } from '../theme/layoutSprinkles.css.js';
import { vars } from '../theme/vars.css.js';
import { attributeRules } from '../utils/attributeRules.js';
import { listStyle } from './listStyle.js';
import { textAlignments } from './spacing.js';

// `Object.keys` gives `string[]`; the theme's space tokens are exactly the `Space` names.
const spaces = Object.keys(vars.space) as Space[];
const margins = [...spaces, 'auto' as const];
const space = (value: Space | 'auto') => (value === 'auto' ? 'auto' : vars.space[value]);

/**
 * The one class `Box` puts on every element it renders: its spacing options' rules, and (below)
 * the reset of the element's own margins.
 *
 * The options are attributes, as `Text`'s are, rather than sprinkles' class per value: a page
 * ships no class map for them. A class and an attribute, so an option beats a caller's single
 * class. The one-axis options must come after `padding`, so `paddingX` beats it on its sides
 * (Box.test.tsx fails if they do not).
 */
export const base = style({
  selectors: {
    ...attributeRules('padding', spaces, (value) => ({ padding: space(value) })),
    ...attributeRules('paddingX', spaces, (value) => ({ paddingInline: space(value) })),
    ...attributeRules('paddingY', spaces, (value) => ({ paddingBlock: space(value) })),
    ...attributeRules('marginTop', margins, (value) => ({ marginTop: space(value) })),
    ...attributeRules('marginBottom', margins, (value) => ({
      marginBottom: space(value),
    })),
    ...attributeRules('textAlign', textAlignments, (value) => ({ textAlign: value })),
  },
});

// No specificity, so a caller's own margin or padding wins whatever the CSS order. The space
// around a box is the layout's (a Stack's gap, a margin prop), as for `Text`: a `p` or `figure`
// rendered by a primitive drops the browser's margins, and a list its bullets and indent too
// (Braid's Box resets its elements alike). By element in the style sheet, not in the component.
globalStyle(`:where(${base})`, { margin: 0 });
globalStyle(`:where(ul${base}, ol${base})`, listStyle);
