import { globalStyle, style } from '@vanilla-extract/css';
import { text, textTones, textTrackings, textWeights } from '../theme/text.js';
import { vars } from '../theme/vars.css.js';
import { attributeRules, optionAttribute } from '../utils/attributeRules.js';

// The options are attributes rather than a class per value, as react-aria styles its states: a
// page then ships no class map for them, only the component. Space around a text is the
// layout's to give (Stack, Inline …), as in Braid, so it has no margin.
export const base = style({
  selectors: {
    ...attributeRules(
      'size',
      Object.keys(vars.fontSize) as (keyof typeof vars.fontSize)[],
      (size) => text({ size }),
    ),
    ...attributeRules('tone', textTones, (tone) => text({ tone })),
    ...attributeRules('weight', textWeights, (weight) => text({ weight })),
    ...attributeRules('font', Object.keys(vars.font) as (keyof typeof vars.font)[], (font) =>
      text({ font }),
    ),
    ...attributeRules(
      'tracking',
      Object.keys(textTrackings) as (keyof typeof textTrackings)[],
      (tracking) => text({ tracking }),
    ),
    [`&[${optionAttribute('uppercase')}]`]: text({ uppercase: true }),
    [`&[${optionAttribute('breakWords')}]`]: text({ breakWords: true }),
  },
});

// No specificity, so a caller's class that does give it a margin wins whatever the CSS order.
globalStyle(`:where(${base})`, { margin: 0 });
