import { Checkbox, Stack, TextArea } from '@firm/ui';
import { useState } from 'react';
import { AddressFields } from './AddressFields';

/**
 * The Billing Address card: the billing fields, order notes, and 'Ship to a different
 * address?' which reveals the same fields for shipping.
 */
export function BillingAddress() {
  const [shipElsewhere, setShipElsewhere] = useState(false);
  return (
    <Stack space="lg">
      <AddressFields kind="billing" />
      <TextArea label="Order Notes" name="note" rows={4} />
      <Checkbox
        label="Ship to a different address?"
        name="ship_to_different_address"
        isSelected={shipElsewhere}
        onChange={setShipElsewhere}
      />
      {shipElsewhere ? <AddressFields kind="shipping" /> : null}
    </Stack>
  );
}
