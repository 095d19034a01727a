import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { SkillBar } from './SkillBar.js';

test('a skill bar is a meter named by its label with the percentage shown', async () => {
  const screen = await render(<SkillBar label="Business Law" value={85} />);
  const meter = screen.getByRole('meter', { name: 'Business Law' });
  await expect.element(meter).toHaveAttribute('aria-valuenow', '85');
  await expect.element(meter).toHaveAttribute('aria-valuetext', '85%');
  await expect.element(meter).toHaveTextContent('Business Law85%');
  const fill = meter.element().querySelector('[class*="fill"]');
  expect(fill).not.toBeNull();
  if (fill) expect(getComputedStyle(fill).width).not.toBe('0px');
});
