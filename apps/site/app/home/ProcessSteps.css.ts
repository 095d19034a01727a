import { surface, text, vars } from '@firm/ui/theme';
import { style } from '@vanilla-extract/css';

export const steps = style({ counterReset: 'step' });

export const step = style([
  surface({ stripe: { side: 'top', width: 2 } }),
  {
    counterIncrement: 'step',
    paddingTop: vars.space.md,
    selectors: {
      // The number is a visual aid: the ordered list already tells assistive technology the order.
      '&::before': {
        content: 'counter(step, decimal-leading-zero)',
        display: 'block',
        ...text({ tone: 'accent', font: 'heading', size: 'xxl', weight: 'bold', leading: 1 }),
      },
    },
  },
]);

export const title = style([
  { margin: `${vars.space.sm} 0 ${vars.space.xs}` },
  text({ size: 'lg' }),
]);
