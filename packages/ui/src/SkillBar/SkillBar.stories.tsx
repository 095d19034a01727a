import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sprinkles } from '../theme/sprinkles.css.js';
import { SkillBar } from './SkillBar.js';

const meta = {
  title: 'Data display/SkillBar',
  component: SkillBar,
  args: { label: 'Business Law', value: 85 },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100 } } },
  parameters: {
    docs: {
      description: {
        component:
          'A labelled level bar ("Business Law 85%") for attorney skills. Built on react-aria `Meter`: `role="meter"` named by the visible label, with `aria-valuenow`/`min`/`max` and the formatted percentage as `aria-valuetext`. A meter rather than a progress bar, because a level is a measurement and not progress towards completion. The fill width is a CSS variable set per instance; the bar is drawn in `accentStrong` on a bordered track, so it reads at 3:1.',
      },
    },
  },
} satisfies Meta<typeof SkillBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Business Law' });
    await expect(meter).toHaveAttribute('aria-valuenow', '85');
    await expect(meter).toHaveAttribute('aria-valuetext', '85%');
    await expect(within(meter).getByText('85%')).toBeVisible();
  },
};

/** The attorney page's four skills. */
export const SkillList: Story = {
  render: () => (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' })}>
      <SkillBar label="Business Law" value={85} />
      <SkillBar label="Family Law" value={95} />
      <SkillBar label="Personal Injury" value={92} />
      <SkillBar label="Bankruptcy" value={95} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const meters = within(canvasElement).getAllByRole('meter');
    await expect(meters.map((m) => m.getAttribute('aria-valuetext'))).toEqual([
      '85%',
      '95%',
      '92%',
      '95%',
    ]);
  },
};
