import { Box, type BoxProps } from '../Box/Box';
import * as styles from './Container.css';

export { type ContainerWidth, containerWidths } from './Container.css';

export interface ContainerProps extends BoxProps {
  /** The widest its content gets, centred in what is left. @default 'page' */
  width?: styles.ContainerWidth;
  /** Side gutters, so the content keeps off the screen's edges. @default true */
  gutter?: boolean;
}

/** Centres its content at a readable maximum width. */
export function Container({ width = 'page', gutter = true, className, ...props }: ContainerProps) {
  const classes = [styles.width[width], gutter ? styles.gutter : undefined, className]
    .filter(Boolean)
    .join(' ');
  return <Box className={classes} {...props} />;
}
