import { square, surface, text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';
import { card as cardLook } from '../styles/looks.css';

export const card = style([
  { height: '100%' },
  cardLook,
  surface({ stripe: { side: 'top', width: 3 } }),
  { padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.md}` },
]);

export const quote = style([
  { flexGrow: 1, margin: 0, fontStyle: 'italic' },
  text({ font: 'heading', size: 'lg', leading: 1.5 }),
  {
    selectors: {
      '&::before': {
        content: '"“"',
        display: 'block',
        height: '2rem',
        ...text({ tone: 'accent', leading: 1 }),
        fontSize: '3.5rem',
      },
    },
  },
]);

export const avatar = style([
  square({ size: '3.5rem', round: true }),
  { flexShrink: 0, border: `2px solid ${vars.color.accent}` },
]);
