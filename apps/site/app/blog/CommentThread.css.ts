import { below, stack, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';
import { accentLink } from './shared.css';

export const thread = style(stack({ space: 'lg', list: true }));

export const replies = style([
  thread,
  {
    marginTop: vars.space.lg,
    paddingLeft: vars.space.xl,
    borderLeft: `2px solid ${vars.color.accent}`,
    '@media': { [below('xs')]: { paddingLeft: vars.space.md } },
  },
]);

export const comment = style({
  display: 'grid',
  gridTemplateColumns: '3rem minmax(0, 1fr)',
  gap: vars.space.md,
});

/** The commenter's initials on a navy disc: the thread is fixed text, with no avatars. */
export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: '50%',
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontWeight: 600,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `0 ${vars.space.sm}`,
});

export const name = style({ margin: 0, fontSize: vars.fontSize.md });

export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const text = style({ margin: `${vars.space.xxs} 0` });

export const reply = style([accentLink, { fontSize: vars.fontSize.sm }]);
