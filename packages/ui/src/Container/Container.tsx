import { Box, type BoxProps } from '../Box/Box.js';
import * as styles from './Container.css.js';
import type { ContainerOptions } from './container.js';

export { type ContainerWidth, containerWidths } from './container.js';

export interface ContainerProps extends Omit<BoxProps, 'width'>, ContainerOptions {}

/** Centres its content at a readable maximum width. In a `.css.ts` file, `container()` is the same. */
export function Container({ width = 'page', gutter = true, className, ...props }: ContainerProps) {
  const classes = [styles.width[width], gutter ? styles.gutter : undefined, className]
    .filter(Boolean)
    .join(' ');
  return <Box className={classes} {...props} />;
}
