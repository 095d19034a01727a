import { text, vars } from '@firm/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** Long-form text of the legal pages: one readable column. */
export const prose = style({ maxWidth: '46rem' });

globalStyle(`${prose} h2`, {
  margin: `${vars.space.xl} 0 ${vars.space.sm}`,
  ...text({ size: 'xl' }),
});

globalStyle(`${prose} h2:first-child`, { marginTop: 0 });

globalStyle(`${prose} p, ${prose} ul`, { margin: `0 0 ${vars.space.md}` });

globalStyle(`${prose} li + li`, { marginTop: vars.space.xs });

globalStyle(`${prose} a`, text({ tone: 'accent' }));
