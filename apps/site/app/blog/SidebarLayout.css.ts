import { atLeast, grid, gridTemplate, surface, text, vars } from '@firm/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';
import { panel } from '../styles/looks.css';

const oneColumn = style(grid({ columns: ['1fr'], space: 'xl', alignY: 'start' }));

// The content comes first in the source, so phones (one column) show it first; wide screens
// place the sidebar on the side the layout asks for.
const twoColumns = (columns: string, areas: string) => [
  oneColumn,
  { '@media': { [atLeast('md')]: { gridTemplateColumns: columns, gridTemplateAreas: areas } } },
];

export const layout = styleVariants({
  right: twoColumns(gridTemplate(['2fr', 'minmax(16rem, 1fr)']), '"content sidebar"'),
  left: twoColumns(gridTemplate(['minmax(16rem, 1fr)', '2fr']), '"sidebar content"'),
  none: [oneColumn, { maxWidth: '56rem', marginInline: 'auto' }],
});

// Named areas only where the layout has two columns; one column simply follows source order.
const inArea = (area: string) => ({
  minWidth: 0,
  '@media': { [atLeast('md')]: { gridArea: area } },
});

export const content = style(inArea('content'));

export const sidebar = style(inArea('sidebar'));

export const widget = styleVariants({
  muted: [panel, text({ tone: 'neutral' })],
  inverse: [surface({ tone: 'inverse', padding: 'lg', radius: 'md' }), text({ tone: 'inverse' })],
});

export const widgetTitle = style([
  { margin: `0 0 ${vars.space.md}`, paddingBottom: vars.space.xs },
  text({ size: 'lg' }),
  surface({ stripe: { side: 'bottom', width: 2 } }),
]);
