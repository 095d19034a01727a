import { surface } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const region = style({ selectors: { '&:empty': { display: 'none' } } });

export const summary = style(
  surface({ tone: 'muted', padding: 'md', radius: 'md', border: 'border' }),
);
