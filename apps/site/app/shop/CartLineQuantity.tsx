import {
  type CartLine,
  decrementQuantityAtom,
  incrementQuantityAtom,
  MAX_LINE_QUANTITY,
  MIN_LINE_QUANTITY,
  setQuantityAtom,
} from '@firm/shop-state';
import { QuantityStepper } from '@firm/ui';
import { useShopAction } from './useShopAction';

/**
 * The quantity control of a cart line: the minus and plus buttons step the line by one through
 * the cart rules, a typed number is set (clamped to 1..99 by the stepper and the rules).
 */
export function CartLineQuantity({ line }: { line: CartLine }) {
  const increment = useShopAction(incrementQuantityAtom, { quiet: true });
  const decrement = useShopAction(decrementQuantityAtom, { quiet: true });
  const setQuantity = useShopAction(setQuantityAtom, { quiet: true });
  const change = (next: number) => {
    if (next === line.quantity + 1) increment(line.id);
    else if (next === line.quantity - 1) decrement(line.id);
    else setQuantity({ productId: line.id, quantity: next });
  };
  return (
    <QuantityStepper
      label={`Quantity of ${line.title}`}
      hideLabel
      value={line.quantity}
      onChange={change}
      min={MIN_LINE_QUANTITY}
      max={MAX_LINE_QUANTITY}
    />
  );
}
