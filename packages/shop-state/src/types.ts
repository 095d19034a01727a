/** An image with its alternative text. */
export type ProductImage = { src: string; alt: string };

/**
 * A product as the shop needs it. Structural on purpose: `@firm/data` products fit, and extra
 * fields are allowed on input (the rules keep only these).
 */
export type ShopProduct = {
  id: number;
  title: string;
  slug: string;
  priceCents: number;
  proImg: ProductImage;
  brand: string;
  size: string;
};

/**
 * One cart line. Spec names (§3) map as: price -> priceCents, discount -> discountCents,
 * qty -> quantity, selected_color -> selectedColor, selected_size -> selectedSize,
 * sum -> sumCents; id, title and proImg keep their names.
 */
export type CartLine = {
  id: number;
  title: string;
  priceCents: number;
  /** Always 0: the spec applies no discounts (§9). */
  discountCents: 0;
  quantity: number;
  /** null when no colour was chosen. */
  selectedColor: string | null;
  /** null when no size was chosen. */
  selectedSize: string | null;
  /** quantity x priceCents. */
  sumCents: number;
  proImg: ProductImage;
};

export type Cart = readonly CartLine[];
export type ProductList = readonly ShopProduct[];

/** The cart summary (SPEC §2 Cart): Vat, Eco Tax and Delivery Charge are fixed at 0. */
export type CartTotals = {
  /** 'Total product': the number of cart lines. */
  lineCount: number;
  /** Sum of the line quantities. */
  itemCount: number;
  subCents: number;
  vatCents: number;
  ecoTaxCents: number;
  deliveryCents: number;
  totalCents: number;
};

/** Snapshot of a placed order, shown on /order_received. */
export type Order = {
  lines: Cart;
  totals: CartTotals;
  /** ISO 8601 timestamp. */
  placedAt: string;
};

/** Everything that is persisted, under one key. */
export type ShopState = {
  version: number;
  cart: Cart;
  wishlist: ProductList;
  compare: ProductList;
  lastOrder: Order | null;
};

export type OutcomeKind = 'success' | 'error' | 'warning' | 'info';

/** What an action did, for the site to show as a toast. */
export type Outcome = { kind: OutcomeKind; message: string };

/**
 * What every mutating rule returns. Rules never mutate their input; when nothing changes,
 * `next` is the input itself.
 */
export type RuleResult<T> = { next: T; outcome: Outcome };
