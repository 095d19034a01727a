import { inline, surface, text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

/** A pill of touch-target height, turning accent on hover. */
export const link = style([
  surface({ border: 'border', radius: 'pill' }),
  text({ tone: 'neutral', size: 'sm', weight: 'semibold', underline: 'never' }),
  ...inline({ level: 'inline', alignY: 'center', wrap: false }),
  { minHeight: '2.75rem', padding: `0 ${vars.space.md}` },
  { ':hover': { borderColor: vars.color.accentStrong, color: vars.color.accentStrong } },
]);
