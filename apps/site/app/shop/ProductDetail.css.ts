import { surface, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const zoom = style([
  surface({ tone: 'muted', radius: 'md' }),
  { display: 'block', overflow: 'hidden' },
]);

export const highlights = style({ margin: 0, paddingLeft: vars.space.lg });

export const tabText = style({ margin: `0 0 ${vars.space.md}`, maxWidth: '48rem' });
