import { below, vars } from '@firm/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

/**
 * Below 767 px six columns do not fit: each row becomes a small card (photo, name and remove on
 * top, quantity beside the photo, then labelled price and total). The elements stay a table, so
 * assistive technology still reads rows and column headers.
 */
const narrow = below('sm');

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  border: `1px solid ${vars.color.surfaceMuted}`,
  '@media': {
    [narrow]: { display: 'block', border: 'none' },
  },
});

export const head = style({
  '@media': {
    // Visually hidden, still the column headers of every cell.
    [narrow]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

export const body = style({
  '@media': {
    [narrow]: { display: 'grid', gap: vars.space.md },
  },
});

export const headCell = style({
  padding: vars.space.sm,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
  whiteSpace: 'nowrap',
});

export const row = style({
  '@media': {
    [narrow]: {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas:
        '"image name action" "image quantity quantity" "price price price" "total total total"',
      columnGap: vars.space.sm,
      padding: vars.space.sm,
      border: `1px solid ${vars.color.surfaceMuted}`,
      borderRadius: vars.radius.md,
    },
  },
});

const cellBase = style({
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.surfaceMuted}`,
  verticalAlign: 'middle',
  '@media': {
    [narrow]: { display: 'block', padding: `${vars.space.xxs} 0`, border: 'none' },
  },
});

const amountBase = style({
  whiteSpace: 'nowrap',
  fontWeight: 600,
  '@media': {
    // The column header is hidden here, so the amount carries its label ('Price', 'Total Price').
    [narrow]: {
      display: 'flex',
      justifyContent: 'space-between',
      borderTop: `1px solid ${vars.color.surfaceMuted}`,
      selectors: {
        '&::before': { content: 'attr(data-label)', fontWeight: 400 },
      },
    },
  },
});

/** Each column's cell, placed in its grid area on narrow screens. */
export const cell = styleVariants({
  image: [cellBase, { '@media': { [narrow]: { gridArea: 'image' } } }],
  name: [cellBase, { '@media': { [narrow]: { gridArea: 'name' } } }],
  quantity: [cellBase, { '@media': { [narrow]: { gridArea: 'quantity' } } }],
  price: [cellBase, amountBase, { '@media': { [narrow]: { gridArea: 'price' } } }],
  total: [cellBase, amountBase, { '@media': { [narrow]: { gridArea: 'total' } } }],
  action: [cellBase, { '@media': { [narrow]: { gridArea: 'action' } } }],
});

export const productName = style({
  margin: 0,
  fontWeight: 700,
  overflowWrap: 'anywhere',
});

export const productLink = style({
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
  },
});

export const productFacts = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
