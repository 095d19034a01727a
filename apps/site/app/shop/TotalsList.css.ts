import { surface, text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';
import { card } from '../styles/looks.css';

export const panel = style([card, surface({ padding: 'lg', border: 'surfaceMuted' })]);

export const row = style({
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.surfaceMuted}`,
});

// After `row`, so the last row's border goes.
export const total = style([text({ weight: 'bold', size: 'lg' }), { borderBottom: 'none' }]);

export const term = style({ minWidth: 0 });

export const value = style({ margin: 0, textAlign: 'right', whiteSpace: 'nowrap' });

export const detail = style([{ display: 'block' }, text({ size: 'sm', tone: 'muted' })]);
