import { surface, text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

/** The kit's modal panel as a drawer along the right edge, full height. */
export const drawer = style({ marginLeft: 'auto', height: `calc(100dvh - 2 * ${vars.space.md})` });

export const groups = style({ gap: 0 });

export const link = style([
  { display: 'block', padding: `${vars.space.xs} ${vars.space.sm}` },
  text({ tone: 'neutral', weight: 'medium', underline: 'never' }),
  surface({ radius: 'sm' }),
  {
    selectors: {
      '&:hover': { background: vars.color.surfaceMuted, color: vars.color.accentStrong },
      '&[aria-current="page"]': {
        color: vars.color.accentStrong,
        fontWeight: 700,
        boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
      },
    },
  },
]);

export const contact = style([{ margin: `${vars.space.sm} 0 0` }, text({ weight: 'semibold' })]);

export const consultation = style({ width: '100%' });
