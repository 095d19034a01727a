import { surface, text as textStyle, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const region = style({ selectors: { '&:empty': { display: 'none' } } });

export const summary = style([
  { marginTop: vars.space.lg },
  surface({ tone: 'muted', padding: 'md', radius: 'md', border: 'border' }),
]);

export const heading = style([{ margin: `0 0 ${vars.space.xs}` }, textStyle({ size: 'lg' })]);

export const text = style({ margin: `0 0 ${vars.space.md}` });
