import { inline, stack, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const heading = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.lg,
});

export const reviews = style([
  ...stack({ space: 'lg', list: true }),
  { marginBottom: vars.space.xl },
]);

export const review = style([
  ...stack({ space: 'xxs' }),
  { paddingBottom: vars.space.lg, borderBottom: `1px solid ${vars.color.surfaceMuted}` },
]);

export const reviewHeader = style(inline({ space: 'sm', alignY: 'center' }));

export const reviewer = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontFamily: vars.font.body,
  fontWeight: 700,
});

export const date = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const text = style({
  margin: 0,
});

export const form = style([...stack({ space: 'md' }), { maxWidth: '40rem' }]);

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.md,
});

export const submit = style({ alignSelf: 'flex-start' });
