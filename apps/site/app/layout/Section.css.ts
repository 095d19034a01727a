import { container as pageContainer, vars } from '@firm/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

const bandBase = style({
  paddingBlock: `clamp(${vars.space.xl}, 6vw, ${vars.space.xxl})`,
});

export const band = styleVariants({
  plain: [bandBase, { background: vars.color.surface, color: vars.color.text }],
  muted: [bandBase, { background: vars.color.surfaceMuted, color: vars.color.text }],
  inverse: [bandBase, { background: vars.color.surfaceInverse, color: vars.color.textInverse }],
});

export const container = style(pageContainer());

export const header = style({
  maxWidth: '46rem',
  marginBottom: vars.space.xl,
});

export const headerCentered = style([header, { marginInline: 'auto', textAlign: 'center' }]);

export const eyebrow = style({
  margin: 0,
  color: vars.color.accentStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  selectors: {
    [`${band.inverse} &`]: { color: vars.color.accent },
  },
});

export const title = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.fontSize.xxl,
});

export const intro = style({
  marginTop: vars.space.sm,
  color: 'inherit',
});
