import { vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style([
  { display: 'grid', gap: vars.space.md },
  { maxWidth: '48rem', marginInline: 'auto' },
]);

export const form = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const field = style({ flex: 1 });
