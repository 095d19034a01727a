import { type Alignment, flexAlignment } from '../Box/alignment';
import { listReset } from '../Box/Box.css';
import type { Responsive } from '../theme/breakpoints';
import { layoutSprinkles, type Space } from '../theme/layoutSprinkles.css';

export interface StackOptions {
  /** The space between the children, one value or one per breakpoint. @default 'none' */
  space?: Responsive<Space>;
  /** How the children line up across the stack; `'stretch'` makes them full width. @default 'stretch' */
  align?: Alignment;
  /** The element is a `ul`/`ol`: drop its bullets and indent. @default false */
  list?: boolean;
}

/**
 * The classes of a `Stack`. Called in a `.css.ts` file they are composed at build time, so a
 * page styled with them downloads no class map; `Stack` calls it at runtime.
 */
export function stack({ space = 'none', align = 'stretch', list = false }: StackOptions = {}) {
  const atoms = layoutSprinkles({
    display: 'flex',
    flexDirection: 'column',
    gap: space,
    alignItems: flexAlignment[align],
  });
  return list ? `${atoms} ${listReset}` : atoms;
}
