import { below, square, surface, text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';
import { accentLink } from './shared.css';

export const replies = style([
  surface({ stripe: { side: 'left', width: 2 } }),
  { marginTop: vars.space.lg, paddingLeft: vars.space.xl },
  { '@media': { [below('xs')]: { paddingLeft: vars.space.md } } },
]);

/** The commenter's initials on a navy disc: the thread is fixed text, with no avatars. */
export const avatar = style([
  square({ size: '3rem', round: true, centre: 'block' }),
  surface({ tone: 'inverse' }),
  text({ tone: 'inverse', weight: 'semibold' }),
]);

export const reply = style([accentLink, { fontSize: vars.fontSize.sm }]);
