import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { emulateReducedMotion } from '../hooks/emulateReducedMotion.js';
import { Counter } from './Counter.js';

/** The number a sighted visitor currently sees (the animated, aria-hidden copy). */
const shownIn = (element: HTMLElement) =>
  [...element.querySelectorAll('[data-counter-display]')].map((node) => node.textContent);

const meta = {
  title: 'Content/Counter',
  component: Counter,
  args: { value: 1800, label: 'Cases closed', suffix: '+', durationMs: 1200 },
  parameters: {
    docs: {
      description: {
        component: [
          'A statistic for "in numbers" bands (cases closed, attorneys, clients, success rate). It',
          'counts up once from 0 to `value` when at least half of it scrolls into view',
          '(IntersectionObserver), with an optional `prefix` / `suffix` (e.g. "%") and a `label`.',
          'The final value is rendered first, so it is what the server HTML and visitors without',
          'JavaScript see; the count-up only starts after mount. Tabular figures and an invisible copy',
          'of the final value keep the width steady while counting.',
          '',
          '**Accessibility**: the running digits are `aria-hidden`; a visually hidden copy of the final',
          'value is what screen readers read, at all times. Under `prefers-reduced-motion: reduce` the',
          'number does not animate at all.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof Counter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In view on load: counts up to 1800+, while the accessible text is 1800+ throughout. */
export const CountsUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cases closed')).toBeVisible();
    // What assistive technology reads never changes.
    const spoken = canvasElement.querySelector('p > span:not([aria-hidden])');
    await expect(spoken).toHaveTextContent('1800+');
    await waitFor(() => expect(shownIn(canvasElement)).toEqual(['1800+']), { timeout: 4000 });
    await expect(spoken).toHaveTextContent('1800+');
  },
};

/** A band of statistics with a percentage. */
export const StatisticsBand: Story = {
  render: () => (
    <div>
      <Counter value={1800} suffix="+" label="Cases closed" />
      <Counter value={150} label="Attorneys" />
      <Counter value={1530} label="Happy clients" />
      <Counter value={100} suffix="%" label="Successful" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shownIn(canvasElement)).toEqual(['1800+', '150', '1530', '100%']), {
      timeout: 5000,
    });
  },
};

/** Below the fold it waits at 0 and counts when scrolled to. */
export const BelowTheFold: Story = {
  render: (args) => (
    <div>
      <p>Scroll down to the counter.</p>
      <div aria-hidden="true">
        {Array.from({ length: 60 }, (_, line) => `Line ${line + 1}`).map((text) => (
          <br key={text} />
        ))}
      </div>
      <Counter {...args} />
    </div>
  ),
  args: { value: 150, suffix: '', label: 'Attorneys' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(shownIn(canvasElement)).toEqual(['0']));
    canvasElement.querySelector('[data-counter-display]')?.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(shownIn(canvasElement)).toEqual(['150']), { timeout: 4000 });
    window.scrollTo(0, 0);
  },
};

/** Under reduced motion the final number is shown at once and never moves. */
export const ReducedMotion: Story = {
  args: { value: 100, suffix: '%', label: 'Successful' },
  beforeEach: emulateReducedMotion,
  play: async ({ canvasElement }) => {
    for (let sample = 0; sample < 5; sample += 1) {
      await expect(shownIn(canvasElement)).toEqual(['100%']);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  },
};
