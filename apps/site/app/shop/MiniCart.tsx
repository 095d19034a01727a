import { formatPrice } from '@firm/data';
import { type CartLine, cartAtom, cartTotalsAtom, removeFromCartAtom } from '@firm/shop-state';
import { buttonClassName, Inline, Stack, Text } from '@firm/ui';
import { visuallyHidden } from '@firm/ui/theme';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { ISLANDS, islandProps } from '../hydration/markers';
import { useHydrated } from '../hydration/useHydrated';
import { CartIcon, CloseIcon } from '../layout/icons';
import type { MenuLink } from '../layout/navigation';
import * as headerStyles from '../layout/SiteHeader.css';
import { usePopoverDisclosure } from '../layout/usePopoverDisclosure';
import * as styles from './MiniCart.css';
import { cartPath, comparePath, shopPath, wishlistPath } from './paths';
import { useShopAction } from './useShopAction';

const noLines: readonly CartLine[] = [];

const itemCount = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** The shop's other lists, linked under the cart. */
const listLinks: readonly MenuLink[] = [
  { label: 'Wishlist', to: wishlistPath },
  { label: 'Compare', to: comparePath },
];

/**
 * The header's cart button, with a badge counting the cart lines, and the panel it opens:
 * each line with a remove button, the subtotal and a link to the cart page. It reads the shop
 * store, so it shows the restored cart right after hydration and follows every change.
 */
export function MiniCart() {
  // This island can hydrate after the saved cart was restored: until it has, it shows what the
  // prerendered HTML shows (an empty cart), so hydration matches.
  const hydrated = useHydrated();
  const storedCart = useAtomValue(cartAtom);
  const { subCents } = useAtomValue(cartTotalsAtom);
  const cart = hydrated ? storedCart : noLines;
  const removeFromCart = useShopAction(removeFromCartAtom);
  const miniCart = usePopoverDisclosure<HTMLElement>();
  const headingId = `${miniCart.panelId}-heading`;
  const primaryLink: MenuLink =
    cart.length === 0
      ? { label: 'Visit the shop', to: shopPath }
      : { label: 'View Cart', to: cartPath };

  const remove = (line: CartLine) => {
    removeFromCart(line.id);
    // The pressed button is gone with its line; keep focus in the panel rather than lose it.
    miniCart.initialFocusRef.current?.focus();
  };

  return (
    <div {...miniCart.containerProps} {...islandProps(hydrated, ISLANDS.miniCart)}>
      <button
        {...miniCart.triggerProps}
        className={headerStyles.iconButton}
        onClick={miniCart.toggle}
      >
        <CartIcon className={headerStyles.icon} />
        <span className={visuallyHidden}>Cart, {itemCount(cart.length)}</span>
        <span className={styles.badge} aria-hidden="true">
          {cart.length}
        </span>
      </button>
      <Stack
        as="section"
        space="sm"
        {...miniCart.panelProps}
        ref={miniCart.initialFocusRef}
        tabIndex={-1}
        aria-labelledby={headingId}
        className={headerStyles.dropPanel}
      >
        <Text as="h2" id={headingId} size="lg">
          Your cart
        </Text>
        {cart.length === 0 ? (
          <Text as="p" tone="muted">
            Your cart is empty.
          </Text>
        ) : (
          <>
            <Stack as="ul" space="sm" className={styles.lines}>
              {cart.map((line) => (
                <li key={line.id} className={styles.line}>
                  <img
                    className={styles.image}
                    src={line.proImg.src}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                  />
                  <div>
                    <p className={styles.title}>{line.title}</p>
                    <Text as="p" size="sm" tone="muted">
                      {formatPrice(line.priceCents)} × {line.quantity}
                    </Text>
                  </div>
                  <button type="button" className={styles.remove} onClick={() => remove(line)}>
                    <CloseIcon className={styles.removeIcon} />
                    <span className={visuallyHidden}>Remove {line.title}</span>
                  </button>
                </li>
              ))}
            </Stack>
            <Text as="p" weight="bold">
              <Inline as="span" align="between" wrap={false}>
                <span>Subtotal</span>
                <span>{formatPrice(subCents)}</span>
              </Inline>
            </Text>
          </>
        )}
        <Inline space="sm" align="between" alignY="center">
          <Link
            to={primaryLink.to}
            className={buttonClassName({ size: 'small' })}
            onClick={miniCart.close}
          >
            {primaryLink.label}
          </Link>
          <Inline as="ul" space="md" wrap={false} className={styles.moreLinks}>
            {listLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={miniCart.close}>
                  {link.label}
                </Link>
              </li>
            ))}
          </Inline>
        </Inline>
      </Stack>
    </div>
  );
}
