import { lazyIsland } from '../hydration/lazyIsland';
// The stepper's styles ship with the page, not with the lazy chunk, so the prerendered stepper is
// styled at first paint, before its code arrives.
import '@firm/ui/QuantityStepper/QuantityStepper.css';

/** The browser's product quantity stepper, an island (see ProductQuantity.tsx). */
export const ProductQuantity = lazyIsland(() =>
  import('./ProductQuantity').then((module) => module.ProductQuantity),
);
