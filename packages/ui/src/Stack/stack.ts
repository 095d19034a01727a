import type { StyleRule } from '@vanilla-extract/css';
import { type Alignment, flexAlignment } from '../Box/alignment.js';
import { listStyle } from '../Box/listStyle.js';
import { type Responsive, responsiveStyle } from '../theme/breakpoints.js';
import type { Space } from '../theme/layoutSprinkles.css.js';
import { vars } from '../theme/vars.css.js';

export interface StackOptions {
  /** The space between the children, one value or one per breakpoint. @default 'none' */
  space?: Responsive<Space>;
  /** How the children line up across the stack; `'stretch'` makes them full width. @default 'stretch' */
  align?: Alignment;
  /** The element is a `ul`/`ol`: drop its bullets and indent. @default false */
  list?: boolean;
}

/**
 * A `Stack` as a style rule for `.css.ts` files: `style([stack({ space: 'lg' }), { … }])`. It
 * becomes part of the feature's own class, so it costs a page no JavaScript.
 */
export function stack({
  space = 'none',
  align = 'stretch',
  list = false,
}: StackOptions = {}): StyleRule[] {
  return [
    list ? listStyle : {},
    { display: 'flex', flexDirection: 'column', alignItems: flexAlignment[align] },
    responsiveStyle(space, (each) => ({ gap: vars.space[each] })),
  ];
}
