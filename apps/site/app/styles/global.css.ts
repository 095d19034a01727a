import { surface, text, vars } from '@firm/ui/theme';
import { globalStyle } from '@vanilla-extract/css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', { scrollBehavior: 'auto', WebkitTextSizeAdjust: '100%' });

globalStyle('body', {
  margin: 0,
  ...text({ font: 'body', size: 'md', leading: 1.6, tone: 'neutral' }),
  ...surface({ tone: 'page' }),
  overflowX: 'hidden',
});

globalStyle('img, svg', { maxWidth: '100%', height: 'auto' });

globalStyle('h1, h2, h3, h4', text({ font: 'heading', leading: 1.2 }));

globalStyle('a', { color: 'inherit' });

globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
