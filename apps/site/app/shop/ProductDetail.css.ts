import { grid, surface, text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const layout = style(
  grid({ columns: { base: ['1fr', '1fr'], belowSm: ['1fr'] }, space: 'xl', alignY: 'start' }),
);

export const zoom = style([surface({ tone: 'muted', radius: 'md' }), { overflow: 'hidden' }]);

export const info = style({ minWidth: 0 });

export const rating = style([{ margin: 0 }, text({ size: 'sm', tone: 'muted' })]);

export const highlights = style({ margin: 0, paddingLeft: vars.space.lg });

export const meta = style([{ margin: 0 }, text({ size: 'sm' })]);

export const tabs = style({ marginTop: vars.space.xl });

export const tabText = style({ margin: `0 0 ${vars.space.md}`, maxWidth: '48rem' });
