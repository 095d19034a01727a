import { inline, surface, text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style(inline({ space: 'xs', wrap: false }));

export const input = style([
  { flex: 1, minWidth: 0, minHeight: '2.75rem', padding: `${vars.space.xs} ${vars.space.sm}` },
  surface({ tone: 'page', border: 'border', radius: 'sm' }),
  text({ tone: 'neutral' }),
  { font: 'inherit', selectors: { '&::placeholder': { color: vars.color.textMuted, opacity: 1 } } },
]);

export const submit = style([
  { display: 'inline-flex', alignItems: 'center', justifyContent: 'center' },
  surface({ radius: 'sm' }),
  { width: '2.75rem', flexShrink: 0, border: 0, cursor: 'pointer', background: vars.color.accent },
  text({ tone: 'onAccent' }),
  { selectors: { '&:hover': { background: vars.color.accentStrong, color: vars.color.surface } } },
]);

export const results = style({ maxHeight: 'min(60vh, 28rem)', overflowY: 'auto' });
