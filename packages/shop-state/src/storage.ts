/**
 * The only module that touches storage. It validates everything it reads with valibot, keeps
 * every valid entry, and turns every storage failure into a reported, harmless result.
 */
import * as v from 'valibot';
import { makeCartLine } from './cart.js';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY, messages, SHOP_STATE_VERSION } from './constants.js';
import { toShopProduct } from './lists.js';
import { chain, type MaybePromise } from './maybe-promise.js';
import { createOrder, emptyShopState } from './shop.js';
import type { ShopState } from './types.js';

/** localStorage, or any store with the same two methods, synchronous or not. */
export type StorageLike = {
  getItem(key: string): MaybePromise<string | null>;
  setItem(key: string, value: string): MaybePromise<void>;
};

const idSchema = v.pipe(v.number(), v.safeInteger());
const centsSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const imageSchema = v.object({ src: v.string(), alt: v.string() });

const productSchema = v.object({
  id: idSchema,
  title: v.string(),
  slug: v.string(),
  priceCents: centsSchema,
  proImg: imageSchema,
  brand: v.string(),
  size: v.string(),
});

// discountCents and sumCents are derived, so they are not read back: makeCartLine recomputes them.
const cartLineSchema = v.object({
  id: idSchema,
  title: v.string(),
  priceCents: centsSchema,
  quantity: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(MIN_LINE_QUANTITY),
    v.maxValue(MAX_LINE_QUANTITY),
  ),
  selectedColor: v.nullable(v.string()),
  selectedSize: v.nullable(v.string()),
  proImg: imageSchema,
});

// An order is one entry: a snapshot with a line missing would misstate what was ordered.
const orderSchema = v.object({
  lines: v.pipe(v.array(cartLineSchema), v.minLength(1)),
  placedAt: v.pipe(v.string(), v.isoTimestamp()),
});

// Lists are checked entry by entry below, so one bad entry cannot cost the others. Older
// versions would be migrated before this check; version 1 is the first.
const storedShopStateSchema = v.pipe(
  v.string(),
  v.parseJson(),
  v.object({
    version: v.literal(SHOP_STATE_VERSION),
    cart: v.fallback(v.array(v.unknown()), []),
    wishlist: v.fallback(v.array(v.unknown()), []),
    compare: v.fallback(v.array(v.unknown()), []),
    lastOrder: v.fallback(v.nullable(orderSchema), null),
  }),
);

/** The valid entries, first one per id. */
function validEntries<TSchema extends typeof productSchema | typeof cartLineSchema>(
  entries: readonly unknown[],
  schema: TSchema,
): v.InferOutput<TSchema>[] {
  const byId = new Map<number, v.InferOutput<TSchema>>();
  for (const entry of entries) {
    const result = v.safeParse(schema, entry);
    if (result.success && !byId.has(result.output.id)) byId.set(result.output.id, result.output);
  }
  return [...byId.values()];
}

/** Reads stored text into a state; never throws. Missing or unusable text gives the empty state. */
export function parseStoredShopState(text: string | null): ShopState {
  const result = v.safeParse(storedShopStateSchema, text);
  if (!result.success) return emptyShopState;
  const { cart, wishlist, compare, lastOrder } = result.output;
  return {
    version: SHOP_STATE_VERSION,
    cart: validEntries(cart, cartLineSchema).map(makeCartLine),
    wishlist: validEntries(wishlist, productSchema).map(toShopProduct),
    compare: validEntries(compare, productSchema).map(toShopProduct),
    lastOrder: lastOrder && createOrder(lastOrder.lines.map(makeCartLine), lastOrder.placedAt),
  };
}

export type ShopStorage = {
  /** The stored state, or undefined when storage could not be read. */
  read(): MaybePromise<ShopState | undefined>;
  /** Whether the state was saved. */
  write(state: ShopState): MaybePromise<boolean>;
};

/** Reports the first failure of a run of failures only, so a full storage does not flood the console. */
function failureReporter(report: (message: string) => void, message: string) {
  let failing = false;
  return {
    failed() {
      if (!failing) report(message);
      failing = true;
    },
    succeeded() {
      failing = false;
    },
  };
}

/**
 * `getStorage` is called on every access because reading `localStorage` itself may throw
 * (blocked cookies, some private modes).
 */
export function createShopStorage(
  getStorage: () => StorageLike | undefined,
  key: string,
  report: (message: string) => void,
): ShopStorage {
  const reads = failureReporter(report, messages.persistReadFailed);
  const writes = failureReporter(report, messages.persistWriteFailed);
  const readFailed = () => {
    reads.failed();
    return undefined;
  };
  const writeFailed = () => {
    writes.failed();
    return false;
  };
  return {
    read() {
      try {
        const storage = getStorage();
        if (!storage) return readFailed();
        return chain(
          storage.getItem(key),
          (text) => {
            reads.succeeded();
            return parseStoredShopState(text);
          },
          readFailed,
        );
      } catch {
        return readFailed();
      }
    },
    write(state) {
      try {
        const storage = getStorage();
        if (!storage) return writeFailed();
        return chain(
          storage.setItem(key, JSON.stringify(state)),
          () => {
            writes.succeeded();
            return true;
          },
          writeFailed,
        );
      } catch {
        return writeFailed();
      }
    },
  };
}
