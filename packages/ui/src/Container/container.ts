import * as styles from './Container.css';

export interface ContainerOptions {
  /** The widest its content gets, centred in what is left. @default 'page' */
  width?: styles.ContainerWidth;
  /** Side gutters, so the content keeps off the screen's edges. @default true */
  gutter?: boolean;
}

/** The classes of a `Container`, for `.css.ts` files (build time) and for `Container` itself. */
export function container({ width = 'page', gutter = true }: ContainerOptions = {}) {
  return gutter ? `${styles.width[width]} ${styles.gutter}` : styles.width[width];
}
