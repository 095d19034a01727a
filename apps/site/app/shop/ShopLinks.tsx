import { cartLineCountAtom, compareAtom, wishlistAtom } from '@firm/shop-state';
import { Box, Inline } from '@firm/ui';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { cartPath, comparePath, wishlistPath } from './paths';
import * as styles from './ShopLinks.css';
import { useShopRestored } from './ShopStatus';

/**
 * Links from the shop's own pages to what the visitor collected: wishlist, compare list and
 * cart, each with its count once the stored shop is restored (before that a count would be a
 * misleading 0).
 */
export function ShopLinks() {
  const restored = useShopRestored();
  const counts = {
    wishlist: useAtomValue(wishlistAtom).length,
    compare: useAtomValue(compareAtom).length,
    cart: useAtomValue(cartLineCountAtom),
  };
  const links = [
    { to: wishlistPath, label: 'Wishlist', count: counts.wishlist },
    { to: comparePath, label: 'Compare', count: counts.compare },
    { to: cartPath, label: 'Cart', count: counts.cart },
  ];
  return (
    <Box as="nav" aria-label="Your shop lists" marginBottom="lg">
      <Inline as="ul" space="xs" align="end">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.link}>
              {restored ? `${link.label} (${link.count})` : link.label}
            </Link>
          </li>
        ))}
      </Inline>
    </Box>
  );
}
