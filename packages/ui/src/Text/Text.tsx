import { type AllHTMLAttributes, createElement, type ElementType, type Ref } from 'react';
import type { TextOptions } from '../theme/text.js';
import { textAttributes } from './attributes.js';
import * as styles from './Text.css.js';

type TextLook = Pick<
  TextOptions,
  'size' | 'tone' | 'weight' | 'font' | 'uppercase' | 'tracking' | 'breakWords'
>;

export interface TextProps extends Omit<AllHTMLAttributes<HTMLElement>, 'as' | 'size'>, TextLook {
  /** The element to render, so the text keeps its meaning (`'p'`, `'h3'`, `'dd'` …). @default 'span' */
  as?: ElementType;
  /** Ref to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/**
 * A run of text on the theme's type scale (Braid's `Text`): size, tone, weight, family, capitals,
 * tracking and word breaking as props, and no margin, so the space around it is the layout's. In
 * a `.css.ts` file, `text()` is the same look; options not given are inherited.
 */
export function Text({ as = 'span', className, ...props }: TextProps) {
  const element: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    const attribute = textAttributes[key as keyof TextLook];
    // `true` becomes an empty attribute (`data-uppercase`); `false` and `undefined` none.
    if (attribute === undefined) element[key] = value;
    else if (value !== false && value !== undefined)
      element[attribute] = value === true ? '' : value;
  }
  return createElement(as, {
    ...element,
    className: className ? `${styles.base} ${className}` : styles.base,
  });
}
