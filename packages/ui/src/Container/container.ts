import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.js';

/** The widest a container's content gets: `page` for whole pages, narrower ones for reading. */
export const containerWidths = {
  text: '40rem',
  narrow: '48rem',
  medium: '56rem',
  page: '75rem',
} as const;
export type ContainerWidth = keyof typeof containerWidths;

/** Side gutters that grow with the viewport, so text never touches the screen's edge. */
export const gutterStyle = {
  paddingInline: `clamp(${vars.space.md}, 4vw, ${vars.space.lg})`,
} as const;

export interface ContainerOptions {
  /** The widest its content gets, centred in what is left. @default 'page' */
  width?: ContainerWidth;
  /** Side gutters, so the content keeps off the screen's edges. @default true */
  gutter?: boolean;
}

/** A `Container` as a style rule for `.css.ts` files (no JavaScript for the page). */
export function container({ width = 'page', gutter = true }: ContainerOptions = {}): StyleRule {
  return {
    width: '100%',
    maxWidth: containerWidths[width],
    marginInline: 'auto',
    // Border-box, so the gutters sit inside the maximum width on any page.
    boxSizing: 'border-box',
    ...(gutter ? gutterStyle : {}),
  };
}
