import { restoreStatusAtom } from '@firm/shop-state';
import { Box, buttonClassName, Stack, Text } from '@firm/ui';
import { visuallyHidden } from '@firm/ui/theme';
import { useAtomValue } from 'jotai';
import { type ReactNode, type Ref, useCallback, useRef } from 'react';
import { Link } from 'react-router-dom';
import { shopPath } from './paths';
import * as styles from './ShopStatus.css';

/**
 * Whether the stored shop has been restored (or restoring gave up). Until then the store holds
 * the empty shop of the prerendered HTML, so pages that show the visitor's cart, lists or order
 * render a neutral loading state instead of a misleading "empty".
 */
export function useShopRestored(): boolean {
  return useAtomValue(restoreStatusAtom) !== 'pending';
}

interface StoredContentProps {
  /** Status text while the stored shop is restored, e.g. 'Loading your cart…'. */
  loadingText: string;
  /** The restored cart or list has nothing in it. */
  isEmpty: boolean;
  /** What the empty state says, e.g. 'Your cart is empty.'. */
  emptyText: string;
  children: ReactNode;
}

/**
 * Content that depends on the visitor's stored shop. Until it is restored: a status, never an
 * empty state that would be wrong a moment later. Then the empty state with a way back to the
 * shop, or the content.
 */
export function StoredContent({ loadingText, isEmpty, emptyText, children }: StoredContentProps) {
  const restored = useShopRestored();
  if (!restored) {
    return (
      <Box as="p" role="status" paddingY="xl" textAlign="center">
        <Text tone="muted">{loadingText}</Text>
      </Box>
    );
  }
  if (isEmpty) {
    return (
      <Stack space="md" align="center" paddingY="xl" textAlign="center">
        <Text as="p" size="lg">
          {emptyText}
        </Text>
        <Link to={shopPath} className={buttonClassName()}>
          Go to the shop
        </Link>
      </Stack>
    );
  }
  return children;
}

/**
 * A ref and a function that focuses it. When a remove button takes its own row away, focus
 * would drop to the page body; moving it to the list's heading keeps keyboard users in place.
 */
export function useFocusTarget<TElement extends HTMLElement>() {
  const ref = useRef<TElement>(null);
  const focus = useCallback(() => ref.current?.focus(), []);
  return { ref, focus };
}

/** A visually hidden heading that can take focus (see `useFocusTarget`). */
export function FocusTargetHeading({
  children,
  ref,
}: {
  children: string;
  ref: Ref<HTMLHeadingElement>;
}) {
  return (
    <h2 ref={ref} tabIndex={-1} className={`${visuallyHidden} ${styles.focusTarget}`}>
      {children}
    </h2>
  );
}
