import { lazy } from 'react';
// The styles ship with the header, not with the lazy chunk, so the prerendered mini-cart is
// styled at first paint, before its code arrives.
import './MiniCart.css';

// Requested right after the site's modules have run, not when React first renders it, so the
// chunk is usually there by the time hydration reaches the header and the button is never inert
// for long. One task later, not during the module evaluation itself: the request (with the
// preload links Vite adds for the chunk's dependencies) would lengthen that task, the longest
// of the page load on a phone.
const loading = new Promise((resolve) => setTimeout(resolve, 0))
  .then(() => import('./MiniCart'))
  .then(({ MiniCart }) => ({ default: MiniCart }));

/**
 * The browser's mini-cart, an island: the same component, loaded from its own chunk with jotai
 * and the shop rules, so no page pays for the shop in its first load.
 */
export const MiniCart = lazy(() => loading);
