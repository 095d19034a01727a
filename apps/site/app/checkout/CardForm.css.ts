import { stack, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style(stack({ space: 'md' }));

export const fields = style([
  { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' },
  { gap: vars.space.md },
]);

export const wide = style({ gridColumn: '1 / -1' });

export const submit = style({ alignSelf: 'flex-start' });
