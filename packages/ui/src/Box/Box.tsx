import { type AllHTMLAttributes, createElement, type ElementType, type Ref } from 'react';
import { type LayoutSprinkles, layoutSprinkles } from '../theme/layoutSprinkles.css.js';
import { isOptionOf, optionAttribute } from '../utils/attributeRules.js';
import * as styles from './Box.css.js';
import { type BoxSpacing, spacingOptions } from './spacing.js';

export type { BoxSpacing } from './spacing.js';

export interface BoxProps
  extends Omit<AllHTMLAttributes<HTMLElement>, 'as' | keyof LayoutSprinkles | keyof BoxSpacing>,
    LayoutSprinkles,
    BoxSpacing {
  /** The element to render, so the markup keeps its meaning (`'section'`, `'ul'`, `'nav'` …). @default 'div' */
  as?: ElementType;
  /** Ref to the rendered element. */
  ref?: Ref<HTMLElement>;
}

/**
 * The element every layout primitive renders: layout atoms as props, read from the theme's
 * sprinkles (responsive values take one value or `{ base, belowMd, … }`), spacing and text
 * alignment as props on the theme's space tokens (the same at every width), and the element of
 * the caller's choice. The element drops the browser's margins (the space around a box is the
 * layout's); a `ul` or `ol` also loses its bullets and indent but stays a list.
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (layoutSprinkles.properties.has(key as keyof LayoutSprinkles)) atoms[key] = value;
    else if (!isOptionOf(spacingOptions, key)) rest[key] = value;
    else if (value !== undefined) rest[optionAttribute(key)] = value;
  }
  const classes = [styles.base, layoutSprinkles(atoms as LayoutSprinkles), className]
    .filter(Boolean)
    .join(' ');
  return createElement(as, { ...rest, className: classes });
}
