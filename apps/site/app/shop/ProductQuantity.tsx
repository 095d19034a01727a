import { MAX_LINE_QUANTITY } from '@firm/shop-state';
import { QuantityStepper } from '@firm/ui';
import { islandProps } from '../hydration/markers';
import { useHydrated } from '../hydration/useHydrated';

/**
 * The product page's quantity stepper, an island: react-aria's NumberField formats through
 * `Intl.NumberFormat`, and the first Intl formatter a Chromium renderer makes costs some 30 ms of
 * main thread at 1x while V8 builds its table of supported locales (about 95 ms on the
 * benchmark's phone). Loaded from a chunk of its own, that cost is a task of its own instead of
 * half of the page's longest task, the evaluation of its modules.
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
    <div {...islandProps(hydrated)}>
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
