import { type Alignment, flexAlignment } from '../Box/alignment';
import { listReset } from '../Box/Box.css';
import type { Responsive } from '../theme/breakpoints';
import { layoutSprinkles, type Space } from '../theme/layoutSprinkles.css';
import * as styles from './Inline.css';

export interface InlineOptions {
  /** The space between the children, across and between lines. @default 'none' */
  space?: Responsive<Space>;
  /** Where the children sit along the row. @default 'start' */
  align?: Exclude<Alignment, 'stretch'> | 'between';
  /** How the children line up vertically within a line. @default 'stretch' */
  alignY?: Alignment | 'baseline';
  /** The element is a `ul`/`ol`: drop its bullets and indent. @default false */
  list?: boolean;
}

const alongRow = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const;

const acrossRow = { ...flexAlignment, baseline: 'baseline' } as const;

/** The classes of an `Inline`, for `.css.ts` files (build time) and for `Inline` itself. */
export function inline({ space = 'none', align, alignY, list = false }: InlineOptions = {}) {
  const atoms = layoutSprinkles({
    display: 'flex',
    gap: space,
    justifyContent: align && alongRow[align],
    alignItems: alignY && acrossRow[alignY],
  });
  return [styles.wrap, atoms, list ? listReset : undefined].filter(Boolean).join(' ');
}
