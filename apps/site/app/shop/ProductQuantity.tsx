import { MAX_LINE_QUANTITY } from '@firm/shop-state';
import { QuantityStepper } from '@firm/ui';
import { ISLANDS_ON_USE, islandProps } from '../hydration/markers';
import { useHydrated } from '../hydration/useHydrated';

/**
 * The product page's quantity stepper, an island that loads on first use: react-aria's
 * NumberField formats through `Intl.NumberFormat` (`@internationalized/number` makes one as it
 * is imported), and the first Intl formatter a Chromium renderer makes costs some 30 ms of main
 * thread at 1x while V8 builds its table of supported locales: about 95 ms on the benchmark's
 * phone, a task that blocked input for 45 of them in every product page's load. Loaded when the
 * pointer comes over the stepper, a touch starts on it or focus enters it, that cost comes while
 * the visitor reaches for it, and only for visitors who do; the benchmark's product page went
 * from a median total blocking time of 130 ms to 82 ms (six Lighthouse runs each, README).
 */
export function ProductQuantity({
  value,
  onChange,
}: {
  value: number;
  onChange: (quantity: number) => void;
}) {
  const hydrated = useHydrated();
  return (
    <div {...islandProps(hydrated, ISLANDS_ON_USE.productQuantity)}>
      <QuantityStepper
        label="Quantity"
        value={value}
        onChange={onChange}
        min={1}
        max={MAX_LINE_QUANTITY}
      />
    </div>
  );
}

/** The prerender's Suspense fallback for the stepper: never shown, as nothing suspends there. */
export function ProductQuantityFallback() {
  return null;
}
