import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.js';

const productTabs = [
  {
    id: 'description',
    title: 'Description',
    content: <p>A placeholder description of the product and what it is made of.</p>,
  },
  {
    id: 'review',
    title: 'Review',
    content: <p>Two sample reviews and a form to add one.</p>,
  },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { label: 'Product information', items: productTabs, onSelectionChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Tabs switch between panels of related content in one place (product Description/Review, practice and case details). Built on react-aria `Tabs`: the tab list has `role="tablist"` and a name (`label`), each tab `role="tab"` with `aria-selected` and `aria-controls`, the panel `role="tabpanel"` labelled by its tab. The first tab is selected unless `defaultSelectedKey`/`selectedKey` says otherwise. Keyboard: Tab reaches the selected tab, Left/Right arrows (Up/Down when vertical) move and select, Home/End jump, Tab again moves into the panel. Pass `items` for the data-driven form, or compose `TabList`, `Tab` and `TabPanel`.',
      },
    },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstTabSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Product information' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Description' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'Review' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('placeholder description');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const description = canvas.getByRole('tab', { name: 'Description' });
    const review = canvas.getByRole('tab', { name: 'Review' });
    await userEvent.tab();
    await expect(description).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(review).toHaveFocus();
    await expect(review).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('review');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Two sample reviews');
    await userEvent.keyboard('{Home}');
    await expect(description).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const ClickToSelect: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Review' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Two sample reviews');
  },
};

/** The composable parts, with three tabs and the second chosen up front. */
export const Composed: Story = {
  args: { items: undefined, label: undefined, defaultSelectedKey: 'solution' },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Case details">
        <Tab id="challenge">Challenge</Tab>
        <Tab id="solution">Solution</Tab>
        <Tab id="results">Results</Tab>
      </TabList>
      <TabPanel id="challenge">What the client faced.</TabPanel>
      <TabPanel id="solution">How it was solved.</TabPanel>
      <TabPanel id="results">What came of it.</TabPanel>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const solution = canvas.getByRole('tab', { name: 'Solution' });
    await expect(solution).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Results' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Challenge' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Every panel prints, each under its tab's title; the screen still shows one at a time. */
export const PrintAllPanels: Story = {
  args: { printAllPanels: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('placeholder description');
    await expect(canvas.getByText('Two sample reviews and a form to add one.')).not.toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Review' }));
    await expect(canvas.getByText('Two sample reviews and a form to add one.')).toBeVisible();
  },
};
