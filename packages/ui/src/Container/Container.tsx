import { Box, type BoxProps } from '../Box/Box';
import { type ContainerOptions, container } from './container';

export { type ContainerWidth, containerWidths } from './Container.css';

export interface ContainerProps extends Omit<BoxProps, 'width'>, ContainerOptions {}

/** Centres its content at a readable maximum width. */
export function Container({ width, gutter, className, ...props }: ContainerProps) {
  const classes = container({ width, gutter });
  return <Box className={className ? `${classes} ${className}` : classes} {...props} />;
}
