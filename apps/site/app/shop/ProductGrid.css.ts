import { inline, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const pagination = style([...inline({ align: 'center' }), { marginTop: vars.space.xl }]);
