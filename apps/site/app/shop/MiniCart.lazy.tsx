import { Island, loadIsland } from '../hydration/island';
import { ISLANDS } from '../hydration/markers';
// The styles ship with the header, not with the lazy chunk, so the prerendered mini-cart is
// styled at first paint, before its code arrives.
import './MiniCart.css';

const chunk = loadIsland(ISLANDS.miniCart, () =>
  import('./MiniCart').then((module) => module.MiniCart),
);

/**
 * The browser's mini-cart, an island: the same component, loaded from its own chunk with jotai
 * and the shop rules, so no page pays for the shop in its first load.
 */
export function MiniCart() {
  return <Island chunk={chunk} props={{}} />;
}
