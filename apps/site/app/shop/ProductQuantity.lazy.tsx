import { useEffect } from 'react';
import { lazyIslandOnUse } from '../hydration/lazyIslandOnUse';
import { ISLANDS_ON_USE } from '../hydration/markers';
// The stepper's styles ship with the page, not with the lazy chunk, so the prerendered stepper is
// styled at first paint, before its code arrives.
import '@firm/ui/QuantityStepper/QuantityStepper.css';

const stepper = lazyIslandOnUse(ISLANDS_ON_USE.productQuantity, () =>
  import('./ProductQuantity').then((module) => module.ProductQuantity),
);

/** The browser's quantity stepper, an island loaded on first use (see ProductQuantity.tsx). */
export const ProductQuantity = stepper.Component;

/** The stepper's Suspense fallback: shown only when the prerendered stepper is gone. */
export function ProductQuantityFallback() {
  useEffect(stepper.load, []);
  return null;
}
