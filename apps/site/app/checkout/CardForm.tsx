import { cardTypes } from '@firm/data';
import { placeOrderAtom } from '@firm/shop-state';
import { Button, Inline, notify, Radio, RadioGroup, Stack, TextField, Tiles } from '@firm/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NoScriptNotice } from '../forms/NoScriptNotice';
import { orderReceivedPath } from '../shop/paths';
import { useShopAction } from '../shop/useShopAction';
import { groupCardNumber } from './card-number';
import {
  type CardFieldName,
  type CardFormErrors,
  type CardFormValues,
  cardFieldNames,
  demoCardForm,
  emptyCardForm,
  invalidCardFormMessage,
  validateCardForm,
} from './card-schema';
import { isDemoUser, unknownUserAlert, unknownUserMessage } from './demo-accounts';

/** What typing into a field keeps: digits only where only digits make sense. */
const normalizers: Partial<Record<CardFieldName, (value: string) => string>> = {
  card_number: groupCardNumber,
  cvv: (value) => value.replace(/\D/g, '').slice(0, 4),
};

/**
 * The card form of 'Payment By Card' (spec §5): card type, holder, number, CVV, expiry and the
 * demo account's email, preset with demo values that pass. On submit:
 * - any field invalid: the 'Empty field is not allowed!' error toast, a message under each
 *   invalid field, focus on the first of them; messages then update as the visitor types;
 * - valid: the form clears; an email starting with 'user' places the order (the cart's lines
 *   are kept as the last order and the cart empties) and goes to /order_received; any other
 *   email gets the 'user not existed!' toast and the alert naming the demo identities.
 */
export function CardForm() {
  // Created on mount (the form appears only once 'Payment By Card' is chosen, in the browser),
  // so the demo card's expiry is counted from the visitor's today, not the build's.
  const [values, setValues] = useState<CardFormValues>(() => demoCardForm(new Date()));
  const [errors, setErrors] = useState<CardFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const placeOrder = useShopAction(placeOrderAtom);
  const navigate = useNavigate();

  const change = (name: CardFieldName, raw: string) => {
    const next = { ...values, [name]: normalizers[name]?.(raw) ?? raw };
    setValues(next);
    if (submitted) {
      const result = validateCardForm(next, new Date());
      setErrors(result.success ? {} : result.errors);
    }
  };

  const submit = (event: FormEvent<HTMLElement>) => {
    event.preventDefault();
    const result = validateCardForm(values, new Date());
    if (!result.success) {
      setSubmitted(true);
      setErrors(result.errors);
      notify('error', invalidCardFormMessage);
      const firstInvalid = cardFieldNames.find((name) => result.errors[name]);
      const field = firstInvalid ? formRef.current?.elements.namedItem(firstInvalid) : null;
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    setSubmitted(false);
    setErrors({});
    setValues(emptyCardForm);
    if (isDemoUser(result.values.email)) {
      // 'Order Recived sucessfully!' on success; an empty cart says so and stays here.
      if (placeOrder().order) navigate(orderReceivedPath);
      return;
    }
    notify('info', unknownUserMessage);
    // After this task, so the toast is drawn before the alert blocks the page.
    window.setTimeout(() => window.alert(unknownUserAlert), 0);
  };

  const fieldProps = (name: CardFieldName) => ({
    name,
    value: values[name],
    onChange: (value: string) => change(name, value),
    isInvalid: Boolean(errors[name]),
    errorMessage: errors[name],
    validationBehavior: 'aria' as const,
  });

  return (
    <Stack
      as="form"
      ref={formRef}
      space="md"
      onSubmit={submit}
      noValidate
      aria-label="Card details"
    >
      <NoScriptNotice />
      <RadioGroup label="Card type" name="card_type" variant="cards" defaultValue="visa">
        {cardTypes.map((type) => (
          <Radio key={type.value} value={type.value} image={type.logo} hideLabel>
            {type.label}
          </Radio>
        ))}
      </RadioGroup>
      <TextField {...fieldProps('card_holder')} label="Card holder Name" autoComplete="cc-name" />
      <TextField
        {...fieldProps('card_number')}
        label="Card Number"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
      />
      {/* CVV and expiry side by side while each gets 12rem, else one above the other. */}
      <Tiles minWidth="12rem" shrink={false} space="md">
        <TextField
          {...fieldProps('cvv')}
          label="CVV"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
        />
        <TextField
          {...fieldProps('expire_date')}
          label="Expire Date"
          type="month"
          autoComplete="cc-exp"
          placeholder="YYYY-MM"
        />
      </Tiles>
      <TextField
        {...fieldProps('email')}
        label="Email"
        type="email"
        autoComplete="email"
        description="Demo account: any email starting with 'user' is accepted."
      />
      <Inline>
        <Button type="submit">Proceed to Checkout</Button>
      </Inline>
    </Stack>
  );
}
