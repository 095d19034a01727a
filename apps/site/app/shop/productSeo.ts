import type { Product } from '@firm/data';
import type { MetaDescriptor } from 'react-router-dom';
import { breadcrumbs, canonicalUrl, pageMeta, SITE_URL } from '../seo';
import { productPath, shopPath } from './paths';

/** A price for structured data: a plain decimal string, as schema.org expects ('24.50'). */
function schemaPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Title, description, Product + Offer and BreadcrumbList of a product page. */
export function productMeta(product: Product, pathname: string): MetaDescriptor[] {
  const path = productPath(product.slug);
  return pageMeta({
    title: product.title,
    description: `${product.title} by ${product.brand}, size ${product.size}: order it from the Lexington & Hale shop.`,
    path: pathname,
    type: 'product',
    jsonLd: [
      {
        '@type': 'Product',
        name: product.title,
        image: `${SITE_URL}${product.proImg.src}`,
        description: product.proImg.alt,
        brand: { '@type': 'Brand', name: product.brand },
        offers: {
          '@type': 'Offer',
          price: schemaPrice(product.priceCents),
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url: canonicalUrl(path),
        },
      },
      breadcrumbs([
        { name: 'Home', path: '/' },
        { name: 'Shop', path: shopPath },
        { name: product.title, path },
      ]),
    ],
  });
}
