/**
 * Looks shared by the content features (blog, practice areas, case studies): accent text links
 * and small uppercase labels.
 */
import { text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';
import { eyebrow as eyebrowLook } from '../styles/looks.css';

/** An underlined link in the dark gold (6:1 on white and on the muted panels). */
export const accentLink = style([
  text({ tone: 'accent', weight: 'semibold' }),
  { textUnderlineOffset: '0.2em', ':hover': { color: vars.color.text } },
]);

/** A small uppercase label above a heading ('About the author', 'Previous post'). */
export const eyebrow = style(eyebrowLook);
