import { grid, square, surface, text, vars } from '@firm/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const badge = style([
  surface({ tone: 'inverse', radius: 'pill' }),
  text({ tone: 'inverse', weight: 'bold' }),
  { position: 'absolute', top: '0.125rem', right: '0.125rem' },
  { minWidth: '1.25rem', height: '1.25rem', padding: '0 0.3rem' },
  { fontSize: '0.75rem', lineHeight: '1.25rem', textAlign: 'center' },
]);

export const lines = style({ maxHeight: 'min(50vh, 22rem)', overflowY: 'auto' });

// `minmax(auto, 1fr)` is what a bare `1fr` means: the title's column never shrinks below its words.
export const line = style([
  ...grid({ columns: ['4rem', 'minmax(auto, 1fr)', 'auto'], space: 'sm', alignY: 'center' }),
  { paddingBottom: vars.space.sm, borderBottom: `1px solid ${vars.color.surfaceMuted}` },
]);

export const image = style([
  square({ size: '4rem' }),
  surface({ tone: 'muted', radius: 'sm' }),
  { objectFit: 'cover' },
]);

export const title = style([{ margin: 0 }, text({ weight: 'semibold', leading: 1.3 })]);

export const remove = style([
  square({ size: '2.5rem', centre: 'inline' }),
  surface({ border: 'border', radius: 'pill' }),
  text({ tone: 'neutral' }),
  { background: 'transparent', cursor: 'pointer' },
  { selectors: { '&:hover': { borderColor: vars.color.danger, color: vars.color.danger } } },
]);

export const removeIcon = style(square({ size: '1rem' }));

export const moreLinks = style({ fontSize: vars.fontSize.sm });

globalStyle(`${moreLinks} a`, text({ tone: 'accent', weight: 'semibold' }));
