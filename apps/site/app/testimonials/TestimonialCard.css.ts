import { inline, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: '100%',
  margin: 0,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
  borderTop: `3px solid ${vars.color.accent}`,
  boxShadow: vars.shadow.raised,
});

export const quote = style({
  flexGrow: 1,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontStyle: 'italic',
  lineHeight: 1.5,
  selectors: {
    '&::before': {
      content: '"“"',
      display: 'block',
      height: '2rem',
      color: vars.color.accentStrong,
      fontSize: '3.5rem',
      lineHeight: 1,
    },
  },
});

export const quoteText = style({ margin: 0 });

export const person = style([...inline({ space: 'sm', alignY: 'center' }), { flexWrap: 'nowrap' }]);

export const avatar = style({
  flexShrink: 0,
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: '50%',
  border: `2px solid ${vars.color.accent}`,
});

export const name = style({
  margin: 0,
  fontWeight: 600,
});

export const role = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
