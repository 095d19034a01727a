import { inline, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const actions = style([...inline({ space: 'md' }), { marginTop: vars.space.xl }]);
