import { style } from '@vanilla-extract/css';
import { text, textTones, textTrackings, textWeights } from '../theme/text.js';
import { vars } from '../theme/vars.css.js';
import { attributeRules } from '../utils/attributeRules.js';
import { textAttributes } from './attributes.js';

// The options are attributes rather than a class per value, as react-aria styles its states: a
// page then ships no class map for them, only the component. Space around a text is the
// layout's to give (Stack, Inline …), as in Braid, so it has no margin.
export const base = style({
  margin: 0,
  selectors: {
    ...attributeRules(
      textAttributes.size,
      Object.keys(vars.fontSize) as (keyof typeof vars.fontSize)[],
      (size) => text({ size }),
    ),
    ...attributeRules(textAttributes.tone, textTones, (tone) => text({ tone })),
    ...attributeRules(textAttributes.weight, textWeights, (weight) => text({ weight })),
    ...attributeRules(
      textAttributes.font,
      Object.keys(vars.font) as (keyof typeof vars.font)[],
      (font) => text({ font }),
    ),
    ...attributeRules(
      textAttributes.tracking,
      Object.keys(textTrackings) as (keyof typeof textTrackings)[],
      (tracking) => text({ tracking }),
    ),
    [`&[${textAttributes.uppercase}]`]: text({ uppercase: true }),
    [`&[${textAttributes.breakWords}]`]: text({ breakWords: true }),
  },
});
