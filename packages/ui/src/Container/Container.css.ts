import { style, styleVariants } from '@vanilla-extract/css';
import { type ContainerWidth, container, containerWidths, gutterStyle } from './container.js';

export const width = styleVariants(
  Object.fromEntries(
    (Object.keys(containerWidths) as ContainerWidth[]).map((name) => [
      name,
      container({ width: name, gutter: false }),
    ]),
  ) as Record<ContainerWidth, ReturnType<typeof container>>,
);

export const gutter = style(gutterStyle);
