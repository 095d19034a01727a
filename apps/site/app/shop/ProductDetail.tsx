import { limits, type Product } from '@firm/data';
import { Box, Column, Columns, ImageZoom, Inline, Stack, StarRating, Tabs, Text } from '@firm/ui';
import { Suspense, useState } from 'react';
import { ProductQuantity, ProductQuantityFallback } from '#product-quantity';
import { HydrationBoundary } from '../hydration/HydrationBoundary';
import { Section } from '../layout/Section';
import { PriceTag } from './PriceTag';
import { AddToCartButton, CompareButton, WishlistButton } from './ProductButtons';
import * as styles from './ProductDetail.css';
import { ProductReviews } from './ProductReviews';
import { productCopy } from './productCopy';
import { ShopLinks } from './ShopLinks';

/**
 * A product page's body: zoomable photo; title, fixed rating, prices, copy; quantity and
 * 'Add to cart' (adds the chosen quantity), wishlist and compare; categories and tags; then the
 * Description and Review tabs (hydrated in a pass of their own, after the purchase block; the
 * quantity stepper is an island).
 */
export function ProductDetail({ product }: { product: Product }) {
  const titleId = `product-${product.id}-title`;
  return (
    <Section>
      <ShopLinks />
      <Columns space="xl" collapseBelow="sm" alignY="start">
        <Column width="1/2">
          <ImageZoom
            src={product.proImg.src}
            alt={product.proImg.alt}
            width={product.proImg.width}
            height={product.proImg.height}
            className={styles.zoom}
          />
        </Column>
        <Column width="1/2">
          <Stack space="md">
            {/* The page's heading is the fixed 'Product Single' (spec); results name the product. */}
            <Text as="h2" id={titleId} size="xxl" breakWords data-pagefind-meta="title">
              {product.title}
            </Text>
            <Text as="p" size="sm" tone="muted">
              <Inline as="span" space="xs" alignY="center">
                <StarRating value={productCopy.rating} max={limits.starScale} />
                <span>({limits.reviewCount} customer reviews)</span>
              </Inline>
            </Text>
            <PriceTag product={product} large />
            <Text as="p">{productCopy.summary}</Text>
            <ul className={styles.highlights}>
              {productCopy.highlights.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <Inline space="sm" alignY="end">
              <ProductPurchase product={product} describedBy={titleId} />
              {/* Wishlist and compare wrap together, never one without the other. */}
              <Inline space="xs" wrap={false}>
                <WishlistButton product={product} describedBy={titleId} />
                <CompareButton product={product} describedBy={titleId} />
              </Inline>
            </Inline>
            <Stack space="xxs">
              <Text as="p" size="sm">
                <Text weight="bold">Categories:</Text> {productCopy.categories.join(', ')}
              </Text>
              <Text as="p" size="sm">
                <Text weight="bold">Tags:</Text> {productCopy.tags.join(', ')}
              </Text>
            </Stack>
          </Stack>
        </Column>
      </Columns>
      <Box marginTop="xl">
        {/* Two passes after the purchase block's, so that it does not commit with that block. */}
        <HydrationBoundary depth={2}>
          <Tabs
            label="Product information"
            items={[
              {
                id: 'description',
                title: 'Description',
                content: productCopy.description.map((paragraph) => (
                  <p key={paragraph} className={styles.tabText}>
                    {paragraph}
                  </p>
                )),
              },
              {
                id: 'review',
                title: 'Review',
                content: <ProductReviews productTitle={product.title} />,
              },
            ]}
          />
        </HydrationBoundary>
      </Box>
    </Section>
  );
}

/**
 * The quantity and 'Add to cart', with the quantity's state: a step re-renders these two and
 * nothing else of the page. Held in `ProductDetail`, each step re-rendered the photo, the copy
 * and the tabs with their review form, and a step made before the tabs had hydrated made React
 * hydrate them then and there, in the press's own task: at 4x CPU, 310–400 ms of processing
 * for that press, against 100–120 ms with the state here (six presses each, side by side).
 */
function ProductPurchase({ product, describedBy }: { product: Product; describedBy: string }) {
  const [quantity, setQuantity] = useState(1);
  return (
    <>
      {/* `#product-quantity` is the stepper in the prerender and an island loaded on first use
          in the browser (package.json "imports", see ProductQuantity.tsx for why); the
          prerendered stepper stands in until then. */}
      <Suspense fallback={<ProductQuantityFallback />}>
        <ProductQuantity value={quantity} onChange={setQuantity} />
      </Suspense>
      <AddToCartButton product={product} quantity={quantity} describedBy={describedBy} />
    </>
  );
}
