import { type PaymentMethodValue, paymentMethods } from '@firm/data';
import { cartLineCountAtom, placeOrderAtom } from '@firm/shop-state';
import { buttonClassName, Inline, Radio, RadioGroup, Stack } from '@firm/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { orderReceivedPath } from '../shop/paths';
import { useShopAction } from '../shop/useShopAction';
import { CardForm } from './CardForm';

function toPaymentMethod(value: string): PaymentMethodValue | null {
  return paymentMethods.find((method) => method.value === value)?.value ?? null;
}

/**
 * The payment radio. Its labels are swapped relative to its values on purpose (spec §2):
 * `cash` reads 'Payment By Card' and shows the card form; `card` reads 'Cash On delivery' and
 * shows a 'Proceed to Checkout' link to /order_received. Nothing is chosen at first, so the
 * visitor decides how to pay.
 */
export function PaymentMethod() {
  const [method, setMethod] = useState<PaymentMethodValue | null>(null);
  return (
    <Stack space="lg">
      <RadioGroup
        label="How would you like to pay?"
        name="payment_method"
        value={method}
        onChange={(value) => setMethod(toPaymentMethod(value))}
      >
        {paymentMethods.map((option) => (
          <Radio key={option.value} value={option.value}>
            {option.label}
          </Radio>
        ))}
      </RadioGroup>
      {method === 'cash' ? <CardForm /> : null}
      {method === 'card' ? (
        <Inline>
          <CashOnDeliveryLink />
        </Inline>
      ) : null}
    </Stack>
  );
}

/**
 * Cash on delivery needs no details: following the link places the order (captured for
 * /order_received, cart emptied, the success toast) and the link then shows that page. With an
 * empty cart there is nothing to place, and the page shows the last order, if any.
 */
function CashOnDeliveryLink() {
  const placeOrder = useShopAction(placeOrderAtom);
  const hasLines = useAtomValue(cartLineCountAtom) > 0;
  return (
    <Link
      to={orderReceivedPath}
      className={buttonClassName()}
      onClick={() => {
        if (hasLines) placeOrder();
      }}
    >
      Proceed to Checkout
    </Link>
  );
}
