import { grid, inline, stack, surface, text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const layout = style(
  grid({ columns: { base: ['1fr', '1fr'], belowSm: ['1fr'] }, space: 'xl', alignY: 'start' }),
);

export const zoom = style([surface({ tone: 'muted', radius: 'md' }), { overflow: 'hidden' }]);

export const info = style([...stack({ space: 'md' }), { minWidth: 0 }]);

export const title = style([{ margin: 0 }, text({ size: 'xxl', breakWords: true })]);

export const rating = style([
  ...inline({ space: 'xs', alignY: 'center' }),
  { margin: 0 },
  text({ size: 'sm', tone: 'muted' }),
]);

export const summary = style({ margin: 0 });

export const highlights = style({ margin: 0, paddingLeft: vars.space.lg });

export const purchase = style(inline({ space: 'sm', alignY: 'end' }));

/** Wishlist and compare wrap together, never one without the other. */
export const listButtons = style(inline({ space: 'xs', wrap: false }));

export const meta = style([...stack({ space: 'xxs' }), { margin: 0 }, text({ size: 'sm' })]);

export const metaRow = style({ margin: 0 });

export const metaTerm = style(text({ weight: 'bold' }));

export const tabs = style({ marginTop: vars.space.xl });

export const tabText = style({ margin: `0 0 ${vars.space.md}`, maxWidth: '48rem' });
