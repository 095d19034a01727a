import { type AllHTMLAttributes, createElement, type ElementType, type Ref } from 'react';
import type { TextOptions } from '../theme/text.js';
import { isOptionOf, optionAttribute } from '../utils/attributeRules.js';
import { textOptions } from './attributes.js';
import * as styles from './Text.css.js';

type TextOption = (typeof textOptions)[number];

/** The look options as props; each also takes `undefined`, for callers that pass one on. */
type TextLook = { [Option in TextOption]?: TextOptions[Option] };

export interface TextProps
  extends Omit<AllHTMLAttributes<HTMLElement>, 'as' | TextOption>,
    TextLook {
  /** The element to render, so the text keeps its meaning (`'p'`, `'h3'`, `'dd'` …). @default 'span' */
  as?: ElementType;
  /** Ref to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/**
 * A run of text on the theme's type scale (Braid's `Text`): size, tone, weight, family, capitals,
 * tracking and word breaking as props, and no margin, so the space around it is the layout's.
 * An option not given is left to the element and what it sits in (an `h3` keeps the browser's
 * heading size, a `strong` its weight). `size` is always the type-scale step, never the HTML
 * attribute of the same name.
 *
 * The options are written as `data-*` attributes its style sheet selects on, one class and an
 * attribute, so they win over a caller's single class: to change one, pass the option. In a
 * `.css.ts` file, `text()` gives the same look without the component (and without the margin).
 */
export function Text({ as = 'span', className, ...props }: TextProps) {
  const element: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    // `true` becomes an empty attribute (`data-uppercase`); `false` and `undefined` none.
    if (!isOptionOf(textOptions, key)) element[key] = value;
    else if (value !== false && value !== undefined) {
      element[optionAttribute(key)] = value === true ? '' : value;
    }
  }
  return createElement(as, {
    ...element,
    className: className ? `${styles.base} ${className}` : styles.base,
  });
}
