import { text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const loading = style([
  { margin: 0, padding: `${vars.space.xl} 0`, textAlign: 'center' },
  text({ tone: 'muted' }),
]);

export const empty = style({ padding: `${vars.space.xl} 0`, textAlign: 'center' });

/** Headings focused by script only: no ring for a programmatic move (the text is hidden anyway). */
export const focusTarget = style({ selectors: { '&:focus': { outline: 'none' } } });
