import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { Pagination } from './Pagination.js';

const pages = [
  { href: '/blog', label: '1', current: true },
  { href: '/blog', label: '2' },
  { href: '/blog', label: '3' },
];

test('links sit in a nav named Pagination and the current page is marked', async () => {
  const screen = await render(<Pagination pages={pages} previousHref="/blog" nextHref="/blog" />);
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  await expect.element(nav).toBeVisible();
  const links = nav.getByRole('link');
  expect(links.elements().map((link) => link.getAttribute('aria-label'))).toEqual([
    'Previous page',
    'Page 1',
    'Page 2',
    'Page 3',
    'Next page',
  ]);
  await expect
    .element(screen.getByRole('link', { name: 'Page 1' }))
    .toHaveAttribute('aria-current', 'page');
  await expect
    .element(screen.getByRole('link', { name: 'Page 2' }))
    .not.toHaveAttribute('aria-current');
});

test('renderLink lets the site use its own link component', async () => {
  const screen = await render(
    <Pagination
      pages={pages}
      renderLink={({ href, children, ...props }) => (
        <a {...props} href={`${href}?via=router`} data-router-link="">
          {children}
        </a>
      )}
    />,
  );
  const first = screen.getByRole('link', { name: 'Page 1' });
  await expect.element(first).toHaveAttribute('href', '/blog?via=router');
  await expect.element(first).toHaveAttribute('data-router-link');
  await expect.element(first).toHaveAttribute('aria-current', 'page');
  await expect.element(screen.getByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
});
