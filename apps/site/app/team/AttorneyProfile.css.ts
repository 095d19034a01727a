import { below, inline, stack, tiles, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

/** The profile beside the sidebar of all attorneys; the sidebar drops below it on tablets. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 1fr)',
  gap: vars.space.xxl,
  alignItems: 'start',
  '@media': {
    [below('md')]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl },
  },
});

export const intro = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [below('sm')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const portrait = style({
  display: 'block',
  width: '100%',
  maxWidth: '24rem',
  height: 'auto',
  borderRadius: vars.radius.md,
  borderBottom: `4px solid ${vars.color.accent}`,
  '@media': {
    [below('sm')]: { maxWidth: '16rem', justifySelf: 'center' },
  },
});

export const role = style({
  margin: 0,
  color: vars.color.accentStrong,
  fontWeight: 600,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `${vars.space.md} 0`,
  '@media': {
    [below('xs')]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: 0 },
  },
});

export const factName = style({
  fontWeight: 600,
  '@media': {
    [below('xs')]: { marginTop: vars.space.xs },
  },
});

export const factValue = style({
  margin: 0,
  overflowWrap: 'anywhere',
});

export const socials = style([...inline({ space: 'xs', list: true }), { flexWrap: 'nowrap' }]);

export const socialLink = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: '50%',
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  selectors: {
    '&:hover': { background: vars.color.accentStrong },
  },
});

export const socialIcon = style({
  width: '1.25rem',
  height: '1.25rem',
});

export const block = style({
  marginTop: vars.space.xl,
});

export const blockTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.xl,
  paddingBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

// Wider between the columns than between the rows, which one Tiles space cannot say.
export const skills = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.md} ${vars.space.xl}`,
  '@media': {
    [below('sm')]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const form = style(stack({ space: 'md' }));

export const formRow = style(tiles({ columns: { base: 2, belowSm: 1 }, space: 'md' }));

export const sidebar = style({
  padding: vars.space.lg,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  borderTop: `3px solid ${vars.color.accent}`,
});

export const sidebarTitle = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.xl,
});

export const sidebarList = style(stack({ space: 'sm', list: true }));

export const sidebarLink = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&[aria-current="page"]': { background: vars.color.surface, boxShadow: vars.shadow.raised },
  },
});

export const sidebarAvatar = style({
  width: '3.5rem',
  height: 'auto',
  borderRadius: vars.radius.sm,
});

export const sidebarName = style({
  display: 'block',
  fontWeight: 600,
  selectors: {
    [`${sidebarLink}:hover &`]: { textDecoration: 'underline' },
  },
});

export const sidebarRole = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
