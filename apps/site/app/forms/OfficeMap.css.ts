import { square, surface, text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

/** The map and its placeholder take the same box, so loading the map moves nothing. */
export const frameBox = style([
  { position: 'relative', aspectRatio: '4 / 3', overflow: 'hidden' },
  surface({ border: 'border', radius: 'md', tone: 'muted' }),
]);

export const frame = style({ display: 'block', width: '100%', height: '100%', border: 0 });

export const placeholder = style({
  height: '100%',
  // A street-grid hint drawn in CSS, so the placeholder costs no image request.
  backgroundImage: `linear-gradient(${vars.color.surface} 2px, transparent 2px), linear-gradient(90deg, ${vars.color.surface} 2px, transparent 2px)`,
  backgroundSize: '2.5rem 2.5rem',
});

export const pin = style([square({ size: '2.5rem' }), text({ tone: 'accent' })]);

export const note = style([
  { maxWidth: '22rem', padding: `${vars.space.xxs} ${vars.space.xs}` },
  surface({ tone: 'page' }),
]);
