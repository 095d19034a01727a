import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** The widest a container's content gets: `page` for whole pages, narrower ones for reading. */
export const containerWidths = {
  text: '40rem',
  narrow: '48rem',
  medium: '56rem',
  page: '75rem',
} as const;
export type ContainerWidth = keyof typeof containerWidths;

// Border-box, so the gutters sit inside the maximum width on any page.
const base = style({ width: '100%', marginInline: 'auto', boxSizing: 'border-box' });

export const width = styleVariants(containerWidths, (maxWidth) => [base, { maxWidth }]);

/** Side gutters that grow with the viewport, so text never touches the screen's edge. */
export const gutter = style({
  paddingInline: `clamp(${vars.space.md}, 4vw, ${vars.space.lg})`,
});
