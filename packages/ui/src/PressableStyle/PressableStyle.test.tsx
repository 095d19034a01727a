import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { PRESSABLE_STYLE_ID, PRESSABLE_STYLE_TEXT, PressableStyle } from './PressableStyle';

it('renders the style react-aria looks for, its text unescaped', () => {
  const holder = document.createElement('div');
  holder.innerHTML = renderToStaticMarkup(<PressableStyle />);
  const style = holder.querySelector('style');
  expect(style?.id).toBe(PRESSABLE_STYLE_ID);
  // React must not escape the CSS (a `>` or quote would break the rule and the CSP hash).
  expect(style?.textContent).toBe(PRESSABLE_STYLE_TEXT);
  expect(holder.children).toHaveLength(1);
});
