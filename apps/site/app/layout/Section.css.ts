import { container as pageContainer, surface, text, vars } from '@firm/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';
import { eyebrow as eyebrowLook } from '../styles/looks.css';

const bandBase = style({ paddingBlock: `clamp(${vars.space.xl}, 6vw, ${vars.space.xxl})` });

export const band = styleVariants({
  plain: [bandBase, surface({ tone: 'page' }), text({ tone: 'neutral' })],
  muted: [bandBase, surface({ tone: 'muted' }), text({ tone: 'neutral' })],
  inverse: [bandBase, surface({ tone: 'inverse' }), text({ tone: 'inverse' })],
});

export const container = style(pageContainer());

export const header = style({ maxWidth: '46rem', marginBottom: vars.space.xl });

export const headerCentered = style([header, { marginInline: 'auto', textAlign: 'center' }]);

export const eyebrow = style([
  eyebrowLook,
  text({ tracking: 'widest' }),
  { selectors: { [`${band.inverse} &`]: { color: vars.color.accent } } },
]);

export const title = style([{ margin: `${vars.space.xs} 0 0` }, text({ size: 'xxl' })]);

export const intro = style({ marginTop: vars.space.sm, color: 'inherit' });
