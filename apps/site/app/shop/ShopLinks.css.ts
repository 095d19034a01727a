import { inline, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const nav = style({
  marginBottom: vars.space.lg,
});

export const list = style(inline({ space: 'xs', align: 'end', list: true }));

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.accentStrong, color: vars.color.accentStrong },
  },
});
