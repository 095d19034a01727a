import { vars } from '@firm/ui/theme';

/**
 * The look of artwork drawn in dark ink on a transparent ground (partner logos, line icons): it
 * sits on the theme's artwork plate, so it stays legible on a dark page. Spread into a style in a
 * `.css.ts` file; read at build time only, so the browser's bundle carries none of it.
 */
export const artworkPlate = {
  background: vars.color.surfaceArtwork,
  borderRadius: vars.radius.md,
} as const;
