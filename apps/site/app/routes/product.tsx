import { getProductBySlug } from '@firm/data';
import { NotFoundMessage } from '../layout/NotFoundMessage';
import { PageTitle } from '../layout/PageTitle';
import { notFoundMeta } from '../seo';
import { ProductDetail } from '../shop/ProductDetail';
import { productMeta } from '../shop/productSeo';
import type { Route } from './+types/product';

export const meta: Route.MetaFunction = ({ params, location }) => {
  const product = getProductBySlug(params.slug);
  return product ? productMeta(product, location.pathname) : notFoundMeta(location.pathname);
};

export default function ProductPage({ params }: Route.ComponentProps) {
  const product = getProductBySlug(params.slug);
  if (!product) {
    return <NotFoundMessage />;
  }
  return (
    <>
      <PageTitle title="Product Single" />
      {/* Keyed: another product, reached from this page (a search result), is a new page
          with its own quantity and tabs, not this one's state under a new title. */}
      <ProductDetail key={product.id} product={product} />
    </>
  );
}
