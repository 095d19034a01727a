import { grid, surface, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const columns = style([
  ...grid({ columns: { base: ['5fr', '7fr'], belowMd: ['1fr'] }, alignY: 'start' }),
  { gap: `${vars.space.xl} clamp(${vars.space.lg}, 4vw, ${vars.space.xxl})` },
]);

export const formCard = style([
  { padding: `clamp(${vars.space.md}, 4vw, ${vars.space.xl})` },
  surface({ tone: 'muted', stripe: { side: 'top', width: 4 }, radius: 'md' }),
]);
