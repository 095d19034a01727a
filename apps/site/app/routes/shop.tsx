import { PageTitle } from '../layout/PageTitle';
import { Section } from '../layout/Section';
import { pageMeta } from '../seo';
import { shopProducts } from '../shop/catalogue';
import { ProductGrid } from '../shop/ProductGrid';
import { ShopLinks } from '../shop/ShopLinks';
import type { Route } from './+types/shop';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta({
    title: 'Shop',
    description:
      'Firm merchandise from Lexington & Hale: hoodies, a T-shirt and plain-English books on the law.',
    path: location.pathname,
  });

export default function ShopPage() {
  return (
    <>
      <PageTitle title="Shop" />
      <Section>
        <ShopLinks />
        <ProductGrid products={shopProducts} />
      </Section>
    </>
  );
}
