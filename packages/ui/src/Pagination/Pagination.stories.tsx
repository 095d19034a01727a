import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination.js';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: {
    pages: [
      { href: '#page-1', label: '1', current: true },
      { href: '#page-2', label: '2' },
      { href: '#page-3', label: '3' },
    ],
    previousHref: '#previous',
    nextHref: '#next',
  },
  parameters: {
    docs: {
      description: {
        component:
          'Static page links (blog and shop pagers) in a `<nav aria-label="Pagination">` landmark with a list inside. Every page is a real link; the current one has `aria-current="page"` and a filled style, not colour alone. Numbered links are named "Page 1" … (`getPageLabel`), the arrows "Previous page"/"Next page"; omit `previousHref`/`nextHref` to leave an arrow out. By default links are react-aria `Link`s (client-side under react-aria’s `RouterProvider`); `renderLink` hands each link’s props to the site’s own component, e.g. React Router’s `<Link to>`.',
      },
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const KeyboardOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Previous page' })).toHaveFocus();
    await userEvent.tab();
    const first = canvas.getByRole('link', { name: 'Page 1' });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveFocus();
  },
};

/** A site's router link, passed through `renderLink`. */
export const WithRenderLink: Story = {
  args: {
    previousHref: undefined,
    pages: [
      { href: '#shop', label: '1' },
      { href: '#shop', label: '2', current: true },
      { href: '#shop', label: '3' },
    ],
    renderLink: ({ children, ...props }) => (
      <a {...props} data-testid="site-link">
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('site-link')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('link', { name: 'Previous page' })).toBeNull();
  },
};
