import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { VideoModal, videoFrameAllow } from './VideoModal.js';

test('the iframe exists only while the modal is open, with the privacy-minded attributes', async () => {
  const screen = await render(<VideoModal videoUrl="about:blank" title="Firm introduction" />);
  expect(document.querySelector('iframe')).toBeNull();

  const play = screen.getByRole('button', { name: 'Play video' });
  await play.click();
  await expect.element(page.getByRole('dialog', { name: 'Firm introduction' })).toBeVisible();
  const frame = document.querySelector('iframe');
  expect(frame?.getAttribute('src')).toBe('about:blank');
  expect(frame?.getAttribute('title')).toBe('Firm introduction');
  expect(frame?.getAttribute('allow')).toBe(
    'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture',
  );
  expect(frame?.getAttribute('allow')).toBe(videoFrameAllow);
  expect(frame?.hasAttribute('allowfullscreen')).toBe(true);
  expect(frame?.getAttribute('loading')).toBe('lazy');
  expect(frame?.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');

  await userEvent.keyboard('{Escape}');
  await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  expect(document.querySelector('iframe')).toBeNull();
  await expect.element(play).toHaveFocus();
});

test('the trigger label is configurable', async () => {
  const screen = await render(
    <VideoModal videoUrl="about:blank" title="Intro" triggerLabel="Watch our story" />,
  );
  await expect.element(screen.getByRole('button', { name: 'Watch our story' })).toBeVisible();
});
