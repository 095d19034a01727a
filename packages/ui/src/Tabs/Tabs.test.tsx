import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.js';

const items = [
  { id: 'description', title: 'Description', content: 'About the product' },
  { id: 'review', title: 'Review', content: 'Two reviews' },
];

test('the first tab is selected by default and arrows move the selection', async () => {
  const screen = await render(<Tabs label="Product information" items={items} />);
  await expect
    .element(screen.getByRole('tablist', { name: 'Product information' }))
    .toBeInTheDocument();
  const description = screen.getByRole('tab', { name: 'Description' });
  await expect.element(description).toHaveAttribute('aria-selected', 'true');
  await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('About the product');

  await userEvent.tab();
  await expect.element(description).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  await expect
    .element(screen.getByRole('tab', { name: 'Review' }))
    .toHaveAttribute('aria-selected', 'true');
  await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Two reviews');
});

test('the composable parts work without items', async () => {
  const screen = await render(
    <Tabs defaultSelectedKey="b">
      <TabList aria-label="Case">
        <Tab id="a">Challenge</Tab>
        <Tab id="b">Solution</Tab>
      </TabList>
      <TabPanel id="a">A</TabPanel>
      <TabPanel id="b">B</TabPanel>
    </Tabs>,
  );
  await expect
    .element(screen.getByRole('tab', { name: 'Solution' }))
    .toHaveAttribute('aria-selected', 'true');
  await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('B');
});

test('printAllPanels keeps every panel, showing only the selected one on screen', async () => {
  const screen = await render(<Tabs label="Product information" items={items} printAllPanels />);
  // Only the selected panel is seen on screen and exposed to assistive technology.
  await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('About the product');
  await expect.element(screen.getByText('Two reviews')).not.toBeVisible();
  // The other panel is in the document for print, with its tab's title, and inert.
  const review = screen.getByText('Two reviews').element().closest('[data-inert]');
  expect(review?.textContent).toBe('Two reviews');
  expect(review?.getAttribute('data-print-title')).toBe('Review');
  expect(review?.hasAttribute('inert')).toBe(true);

  await userEvent.click(screen.getByRole('tab', { name: 'Review' }));
  await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Two reviews');
  await expect.element(screen.getByText('About the product')).not.toBeVisible();
});
