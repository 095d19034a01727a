import { Suspense } from 'react';
// `#mini-cart` is the component itself for the prerender, so its markup is part of every page's
// HTML, and a lazy import of it in the browser (package.json "imports", `browser` condition).
import { MiniCart } from '#mini-cart';

/**
 * The header's mini-cart as an island: its markup is prerendered with every page, and its code
 * (with the shop store) loads in its own chunk while the page hydrates, so no page pays for the
 * shop in its first load. React keeps the prerendered button in place until the chunk arrives.
 */
export function MiniCartIsland() {
  return (
    <Suspense fallback={null}>
      <MiniCart />
    </Suspense>
  );
}
