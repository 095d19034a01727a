import type { Product } from '@firm/data';
import { Inline, Pagination, type PaginationLinkProps, Tiles } from '@firm/ui';
import { Link } from 'react-router-dom';
import { ProductCard } from './ProductCard';
import { shopPath } from './paths';

/** Cards in the first screen at desktop width (one row); their photos load at once. */
const EAGER_CARDS = 4;

/** The static pager of the spec: pages 1, 2 and 3, all showing the same grid at /shop. */
const pages = ['1', '2', '3'].map((label) => ({
  href: shopPath,
  label,
  current: label === '1',
}));

function PagerLink({ href, children, ...props }: PaginationLinkProps) {
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}

/** The shop grid: one card per product, then the pager. */
export function ProductGrid({ products }: { products: readonly Product[] }) {
  return (
    <>
      <Tiles
        as="ul"
        columns={{ base: 4, belowMd: 3, belowSm: 2 }}
        space={{ base: 'lg', belowSm: 'sm' }}
      >
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} eager={index < EAGER_CARDS} />
          </li>
        ))}
      </Tiles>
      <Inline align="center" marginTop="xl">
        <Pagination pages={pages} label="Shop pages" renderLink={PagerLink} />
      </Inline>
    </>
  );
}
