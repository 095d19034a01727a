import { formatPrice } from '@firm/data';
import { compareAtom, type ProductList, removeFromCompareAtom } from '@firm/shop-state';
import { Text } from '@firm/ui';
import { visuallyHidden } from '@firm/ui/theme';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import * as styles from './CompareView.css';
import { findProduct } from './catalogue';
import { ProductThumb } from './ProductImage';
import { productPath } from './paths';
import { RemoveButton } from './RemoveButton';
import { ScrollRegion } from './ScrollRegion';
import { FocusTargetHeading, StoredContent, useFocusTarget } from './ShopStatus';
import { useShopAction } from './useShopAction';

/** The compare page's body: the compared products side by side (or loading / empty). */
export function CompareView() {
  const compare = useAtomValue(compareAtom);
  const heading = useFocusTarget<HTMLHeadingElement>();
  return (
    <>
      <FocusTargetHeading ref={heading.ref}>Compared products</FocusTargetHeading>
      <StoredContent
        loadingText="Loading your compare list…"
        isEmpty={compare.length === 0}
        emptyText="Your compare list is empty."
      >
        <CompareTable compare={compare} onRemoved={heading.focus} />
      </StoredContent>
    </>
  );
}

/**
 * One column per product, one row per attribute (image, price, old price, brand, size), the
 * remove buttons in the last row. Wide lists scroll sideways inside their own box.
 */
function CompareTable({ compare, onRemoved }: { compare: ProductList; onRemoved: () => void }) {
  const removeFromCompare = useShopAction(removeFromCompareAtom);
  // Compare entries keep only what the rules need; the old price comes from the catalogue.
  const columns = compare.map((entry) => ({ entry, product: findProduct(entry.id) }));
  const rows: { label: string; cell: (column: (typeof columns)[number]) => ReactNode }[] = [
    { label: 'Image', cell: ({ entry }) => <ProductThumb image={entry.proImg} /> },
    {
      label: 'Price',
      cell: ({ entry }) => (
        <Text weight="bold" tone="accent">
          {formatPrice(entry.priceCents)}
        </Text>
      ),
    },
    {
      label: 'Old price',
      cell: ({ product }) =>
        product ? (
          <Text as="del" tone="muted">
            {formatPrice(product.delPriceCents)}
          </Text>
        ) : (
          '—'
        ),
    },
    { label: 'Brand', cell: ({ entry }) => entry.brand },
    { label: 'Size', cell: ({ entry }) => entry.size },
    {
      label: 'Remove',
      cell: ({ entry }) => (
        <RemoveButton
          label={`Remove ${entry.title} from compare list`}
          onPress={() => {
            removeFromCompare(entry.id);
            onRemoved();
          }}
        />
      ),
    },
  ];
  return (
    <ScrollRegion label="Compared products">
      <table className={styles.table}>
        <caption className={visuallyHidden}>Products side by side</caption>
        <thead>
          <tr>
            <td className={styles.rowHeader} />
            {columns.map(({ entry }) => (
              <th key={entry.id} scope="col" className={styles.productHeader}>
                <Link to={productPath(entry.slug)} className={styles.columnWidth}>
                  {entry.title}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className={styles.rowHeader}>
                {row.label}
              </th>
              {columns.map((column) => (
                <td key={column.entry.id} className={styles.cell}>
                  {row.cell(column)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
