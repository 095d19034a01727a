import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TextArea } from './TextArea.js';

test('a text area is a labelled multi-line box with an error when invalid', async () => {
  const screen = await render(
    <TextArea
      label="Message"
      name="message"
      placeholder="Case Description..."
      isInvalid
      errorMessage="Tell us about your case"
    />,
  );
  const box = screen.getByRole('textbox', { name: 'Message' });
  expect(box.element().tagName).toBe('TEXTAREA');
  await expect.element(box).toHaveAttribute('rows', '5');
  await expect.element(screen.getByText('Tell us about your case')).toHaveClass('errorMessage');
  await userEvent.type(box, 'line one{Enter}line two');
  await expect.element(box).toHaveValue('line one\nline two');
});

test('the prerendered text area carries no input-only type attribute', () => {
  const html = renderToString(<TextArea label="Comment" name="comment" />);
  const textArea = new DOMParser().parseFromString(html, 'text/html').querySelector('textarea');
  expect(textArea?.getAttribute('name')).toBe('comment');
  expect(textArea?.hasAttribute('type')).toBe(false);
});
