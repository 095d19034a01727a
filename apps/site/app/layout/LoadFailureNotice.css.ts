import { inline, surface, text as textLook, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const notice = style([
  { position: 'fixed', insetInline: vars.space.md, bottom: vars.space.md, zIndex: 2000 },
  ...inline({ space: 'md', alignY: 'center' }),
  surface({ tone: 'inverse', padding: 'md', radius: 'md', shadow: 'overlay' }),
  textLook({ tone: 'inverse' }),
  { selectors: { '&[hidden]': { display: 'none' } } },
]);

export const text = style({ margin: 0, flex: '1 1 20rem' });

export const button = style([
  { padding: `${vars.space.xs} ${vars.space.lg}`, border: 0, cursor: 'pointer' },
  surface({ radius: 'sm' }),
  { background: vars.color.accent },
  textLook({ tone: 'onAccent', weight: 'semibold' }),
]);
