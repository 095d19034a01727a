import { below, surface, text, vars, visuallyHiddenStyle } from '@firm/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

/**
 * Below 767 px six columns do not fit: each row becomes a small card (photo, name and remove on
 * top, quantity beside the photo, then labelled price and total). The elements stay a table, so
 * assistive technology still reads rows and column headers.
 */
const narrow = below('sm');
const hairline = `1px solid ${vars.color.surfaceMuted}`;

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  border: hairline,
  '@media': { [narrow]: { display: 'block', border: 'none' } },
});

// Visually hidden on narrow screens, still the column headers of every cell.
export const head = style({ '@media': { [narrow]: visuallyHiddenStyle } });

export const body = style({ '@media': { [narrow]: { display: 'grid', gap: vars.space.md } } });

export const headCell = style([
  surface({ tone: 'muted', padding: 'sm' }),
  text({ size: 'sm' }),
  { textAlign: 'left', whiteSpace: 'nowrap' },
]);

const areas =
  '"image name action" "image quantity quantity" "price price price" "total total total"';
export const row = style({
  '@media': {
    [narrow]: {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: areas,
      columnGap: vars.space.sm,
      ...surface({ padding: 'sm', border: 'surfaceMuted', radius: 'md' }),
    },
  },
});

const cellBase = style({
  padding: vars.space.sm,
  borderTop: hairline,
  verticalAlign: 'middle',
  '@media': { [narrow]: { display: 'block', padding: `${vars.space.xxs} 0`, border: 'none' } },
});

const amountBase = style({
  whiteSpace: 'nowrap',
  fontWeight: 600,
  '@media': {
    // The column header is hidden here, so the amount carries its label ('Price', 'Total Price').
    [narrow]: {
      display: 'flex',
      justifyContent: 'space-between',
      borderTop: hairline,
      selectors: { '&::before': { content: 'attr(data-label)', fontWeight: 400 } },
    },
  },
});

/** Each column's cell, placed in its grid area on narrow screens. */
export const cell = styleVariants(
  { image: [], name: [], quantity: [], price: [amountBase], total: [amountBase], action: [] },
  (extra: string[], area) => [cellBase, ...extra, { '@media': { [narrow]: { gridArea: area } } }],
);
