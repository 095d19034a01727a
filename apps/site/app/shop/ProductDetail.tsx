import { limits, type Product } from '@firm/data';
import { MAX_LINE_QUANTITY } from '@firm/shop-state';
import { ImageZoom, QuantityStepper, StarRating, Tabs } from '@firm/ui';
import { useState } from 'react';
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
 * Description and Review tabs (hydrated in a pass of their own, after the purchase block, as
 * is the quantity stepper).
 */
export function ProductDetail({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(1);
  const titleId = `product-${product.id}-title`;
  return (
    <Section>
      <ShopLinks />
      <div className={styles.layout}>
        <ImageZoom
          src={product.proImg.src}
          alt={product.proImg.alt}
          width={product.proImg.width}
          height={product.proImg.height}
          className={styles.zoom}
        />
        <div className={styles.info}>
          {/* The page's heading is the fixed 'Product Single' (spec); results name the product. */}
          <h2 id={titleId} className={styles.title} data-pagefind-meta="title">
            {product.title}
          </h2>
          <p className={styles.rating}>
            <StarRating value={productCopy.rating} max={limits.starScale} />
            <span>({limits.reviewCount} customer reviews)</span>
          </p>
          <PriceTag product={product} large />
          <p className={styles.summary}>{productCopy.summary}</p>
          <ul className={styles.highlights}>
            {productCopy.highlights.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <div className={styles.purchase}>
            {/* A part of its own, so that the react-aria NumberField's hydration does not
                lengthen the purchase block's pass. */}
            <HydrationBoundary>
              <QuantityStepper
                label="Quantity"
                value={quantity}
                onChange={setQuantity}
                min={1}
                max={MAX_LINE_QUANTITY}
              />
            </HydrationBoundary>
            <AddToCartButton product={product} quantity={quantity} describedBy={titleId} />
            <div className={styles.listButtons}>
              <WishlistButton product={product} describedBy={titleId} />
              <CompareButton product={product} describedBy={titleId} />
            </div>
          </div>
          <div className={styles.meta}>
            <p className={styles.metaRow}>
              <span className={styles.metaTerm}>Categories:</span>{' '}
              {productCopy.categories.join(', ')}
            </p>
            <p className={styles.metaRow}>
              <span className={styles.metaTerm}>Tags:</span> {productCopy.tags.join(', ')}
            </p>
          </div>
        </div>
      </div>
      {/* A pass after the stepper's, so that the two do not commit together. */}
      <HydrationBoundary depth={2}>
        <Tabs
          label="Product information"
          className={styles.tabs}
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
    </Section>
  );
}
