import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY, messages } from './constants.js';
import type { Cart, CartLine, CartTotals, RuleResult, ShopProduct } from './types.js';

type CartLineFields = Omit<CartLine, 'discountCents' | 'sumCents'>;

/** Builds a line from its own fields; the derived ones (discount, sum) are never taken on trust. */
export function makeCartLine(fields: CartLineFields): CartLine {
  return {
    id: fields.id,
    title: fields.title,
    priceCents: fields.priceCents,
    discountCents: 0,
    quantity: fields.quantity,
    selectedColor: fields.selectedColor,
    selectedSize: fields.selectedSize,
    sumCents: fields.quantity * fields.priceCents,
    proImg: { src: fields.proImg.src, alt: fields.proImg.alt },
  };
}

export function clampQuantity(quantity: number): number {
  return Math.min(MAX_LINE_QUANTITY, Math.max(MIN_LINE_QUANTITY, quantity));
}

function withQuantity(cart: Cart, line: CartLine, quantity: number): Cart {
  return cart.map((entry) => (entry === line ? makeCartLine({ ...line, quantity }) : entry));
}

function notInCart(cart: Cart): RuleResult<Cart> {
  return { next: cart, outcome: { kind: 'info', message: messages.notInCart } };
}

/**
 * Adds `quantity` of a product. An existing line grows by that amount and takes the new colour
 * and size when given; otherwise a line is appended. The line is capped at MAX_LINE_QUANTITY.
 */
export function addToCart(
  cart: Cart,
  product: ShopProduct,
  quantity = 1,
  color?: string,
  size?: string,
): RuleResult<Cart> {
  if (!Number.isInteger(quantity) || quantity < MIN_LINE_QUANTITY) {
    return { next: cart, outcome: { kind: 'error', message: messages.invalidQuantity } };
  }
  const existing = cart.find((line) => line.id === product.id);
  const wanted = (existing?.quantity ?? 0) + quantity;
  const line = makeCartLine({
    id: product.id,
    title: product.title,
    priceCents: product.priceCents,
    quantity: Math.min(wanted, MAX_LINE_QUANTITY),
    selectedColor: color ?? existing?.selectedColor ?? null,
    selectedSize: size ?? existing?.selectedSize ?? null,
    proImg: product.proImg,
  });
  const next = existing
    ? cart.map((entry) => (entry === existing ? line : entry))
    : [...cart, line];
  const outcome =
    wanted > MAX_LINE_QUANTITY
      ? ({ kind: 'warning', message: messages.maxQuantityReached } as const)
      : ({ kind: 'success', message: messages.addedToCart } as const);
  return { next, outcome };
}

export function removeFromCart(cart: Cart, productId: number): RuleResult<Cart> {
  if (!cart.some((line) => line.id === productId)) return notInCart(cart);
  return {
    next: cart.filter((line) => line.id !== productId),
    outcome: { kind: 'success', message: messages.removedFromCart },
  };
}

export function incrementQuantity(cart: Cart, productId: number): RuleResult<Cart> {
  const line = cart.find((entry) => entry.id === productId);
  if (!line) return notInCart(cart);
  if (line.quantity >= MAX_LINE_QUANTITY) {
    return { next: cart, outcome: { kind: 'warning', message: messages.maxQuantityReached } };
  }
  return {
    next: withQuantity(cart, line, line.quantity + 1),
    outcome: { kind: 'success', message: messages.cartUpdated },
  };
}

export function decrementQuantity(cart: Cart, productId: number): RuleResult<Cart> {
  const line = cart.find((entry) => entry.id === productId);
  if (!line) return notInCart(cart);
  if (line.quantity <= MIN_LINE_QUANTITY) {
    return { next: cart, outcome: { kind: 'info', message: messages.minQuantityReached } };
  }
  return {
    next: withQuantity(cart, line, line.quantity - 1),
    outcome: { kind: 'success', message: messages.cartUpdated },
  };
}

/**
 * Sets a line's quantity from the quantity text box: fractions are cut off and the result is
 * clamped to 1..MAX_LINE_QUANTITY, with an outcome saying which bound was hit.
 */
export function setQuantity(cart: Cart, productId: number, quantity: number): RuleResult<Cart> {
  const line = cart.find((entry) => entry.id === productId);
  if (!line) return notInCart(cart);
  if (!Number.isFinite(quantity)) {
    return { next: cart, outcome: { kind: 'error', message: messages.invalidQuantity } };
  }
  const whole = Math.trunc(quantity);
  const next = withQuantity(cart, line, clampQuantity(whole));
  if (whole > MAX_LINE_QUANTITY) {
    return { next, outcome: { kind: 'warning', message: messages.maxQuantityReached } };
  }
  if (whole < MIN_LINE_QUANTITY) {
    return { next, outcome: { kind: 'info', message: messages.minQuantityReached } };
  }
  return { next, outcome: { kind: 'success', message: messages.cartUpdated } };
}

/** Sub price and total come from one sum over the lines; no tax, fee or discount applies. */
export function cartTotals(cart: Cart): CartTotals {
  const subCents = cart.reduce((sum, line) => sum + line.sumCents, 0);
  const vatCents = 0;
  const ecoTaxCents = 0;
  const deliveryCents = 0;
  return {
    lineCount: cart.length,
    itemCount: cart.reduce((count, line) => count + line.quantity, 0),
    subCents,
    vatCents,
    ecoTaxCents,
    deliveryCents,
    totalCents: subCents + vatCents + ecoTaxCents + deliveryCents,
  };
}
