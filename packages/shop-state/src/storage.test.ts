import { describe, expect, it, vi } from 'vitest';
import { addToCart } from './cart.js';
import { messages } from './constants.js';
import { emptyShopState, placeOrder } from './shop.js';
import { createShopStorage, parseStoredShopState, type StorageLike } from './storage.js';
import { createMemoryStorage } from './test-support/fake-storage.js';
import { book, hoodie, tShirt } from './test-support/fixtures.js';
import type { ShopState } from './types.js';

const saved: ShopState = placeOrder(
  {
    ...emptyShopState,
    cart: addToCart(addToCart([], book, 2, 'red', 'L').next, hoodie).next,
    wishlist: [tShirt],
    compare: [hoodie, book],
  },
  new Date('2025-03-01T10:00:00.000Z'),
).next;
const state: ShopState = { ...saved, cart: addToCart([], tShirt, 4).next };
const text = (value: unknown) => JSON.stringify(value);
const validLine = JSON.parse(text(state.cart[0]));
const withCart = (cart: unknown) => text({ ...state, cart });

describe('parseStoredShopState', () => {
  it('round-trips a saved state', () => {
    expect(parseStoredShopState(text(state))).toEqual(state);
  });

  it('gives the empty state when nothing is stored', () => {
    expect(parseStoredShopState(null)).toEqual(emptyShopState);
  });

  it('gives the empty state for text that is not JSON', () => {
    expect(parseStoredShopState('{"version":1,"cart":[')).toEqual(emptyShopState);
  });

  it.each([
    ['an array', '[]'],
    ['a string', '"cart"'],
    ['a number', '42'],
    ['null', 'null'],
    ['an object without a version', text({ cart: [validLine] })],
  ])('gives the empty state for a wrong top-level shape: %s', (_name, stored) => {
    expect(parseStoredShopState(stored)).toEqual(emptyShopState);
  });

  it.each([2, 0, '1'])('gives the empty state for a wrong version: %s', (version) => {
    expect(parseStoredShopState(text({ ...state, version }))).toEqual(emptyShopState);
  });

  it('keeps the other lists when one list is not an array', () => {
    const restored = parseStoredShopState(withCart('lots'));
    expect(restored).toEqual({ ...state, cart: [] });
  });

  it.each([
    ['a wrong type', { ...validLine, title: 7 }],
    ['a missing field', { ...validLine, proImg: undefined }],
    ['a non-numeric id', { ...validLine, id: '3' }],
    ['a negative quantity', { ...validLine, quantity: -2 }],
    ['a zero quantity', { ...validLine, quantity: 0 }],
    ['an absurd quantity', { ...validLine, quantity: 1e9 }],
    ['a non-integer quantity', { ...validLine, quantity: 1.5 }],
    ['a quantity given as text', { ...validLine, quantity: '2' }],
    ['a negative price', { ...validLine, priceCents: -100 }],
    ['a fractional price', { ...validLine, priceCents: 12.5 }],
    ['a non-object', 'hoodie'],
    ['null', null],
  ])('drops a cart line with %s and keeps the valid ones', (_name, badLine) => {
    const other = { ...validLine, id: 99 };
    const restored = parseStoredShopState(withCart([badLine, validLine, other]));
    expect(restored.cart.map((line) => line.id)).toEqual([validLine.id, 99]);
    expect(restored.wishlist).toEqual(state.wishlist);
  });

  it('keeps the first of two lines with one id', () => {
    const restored = parseStoredShopState(withCart([validLine, { ...validLine, quantity: 7 }]));
    expect(restored.cart).toEqual([state.cart[0]]);
  });

  it('recomputes line totals and discounts instead of trusting them', () => {
    const restored = parseStoredShopState(
      withCart([{ ...validLine, sumCents: 1, discountCents: 500 }]),
    );
    expect(restored.cart[0]).toMatchObject({
      sumCents: validLine.quantity * validLine.priceCents,
      discountCents: 0,
    });
  });

  it('drops invalid wishlist and compare entries and keeps the valid ones', () => {
    const restored = parseStoredShopState(
      text({
        ...state,
        wishlist: [{ ...tShirt, priceCents: '120' }, hoodie, { id: 5 }],
        compare: [book, { ...book, id: 1.5 }, book],
      }),
    );
    expect(restored.wishlist).toEqual([hoodie]);
    expect(restored.compare).toEqual([book]);
  });

  it('drops extra fields', () => {
    const restored = parseStoredShopState(text({ ...state, wishlist: [{ ...hoodie, x: 1 }] }));
    expect(restored.wishlist).toEqual([hoodie]);
  });

  it.each([
    ['a bad timestamp', { ...state.lastOrder, placedAt: 'yesterday' }],
    ['a bad line', { ...state.lastOrder, lines: [validLine, { ...validLine, quantity: 0 }] }],
    ['no lines', { ...state.lastOrder, lines: [] }],
    ['a wrong type', 'order'],
  ])('drops a last order with %s and keeps the rest', (_name, lastOrder) => {
    expect(parseStoredShopState(text({ ...state, lastOrder }))).toEqual({
      ...state,
      lastOrder: null,
    });
  });
});

describe('createShopStorage', () => {
  const key = 'shop';

  it('reads and writes the state under its key', () => {
    const { storage, items } = createMemoryStorage();
    const shopStorage = createShopStorage(() => storage, key, vi.fn());
    expect(shopStorage.read()).toEqual(emptyShopState);
    expect(shopStorage.write(state)).toBe(true);
    expect(JSON.parse(items.get(key) ?? '')).toMatchObject({ version: 1 });
    expect(shopStorage.read()).toEqual(state);
  });

  it('reports storage that throws on access once and returns harmless results', () => {
    const report = vi.fn();
    const shopStorage = createShopStorage(
      () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      key,
      report,
    );
    expect(shopStorage.read()).toBeUndefined();
    expect(shopStorage.read()).toBeUndefined();
    expect(shopStorage.write(state)).toBe(false);
    expect(report.mock.calls).toEqual([
      [messages.persistReadFailed],
      [messages.persistWriteFailed],
    ]);
  });

  it('treats missing storage as unreadable', () => {
    const report = vi.fn();
    const shopStorage = createShopStorage(() => undefined, key, report);
    expect(shopStorage.read()).toBeUndefined();
    expect(shopStorage.write(state)).toBe(false);
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('reports a full storage once per run of failures', () => {
    const report = vi.fn();
    let full = true;
    const { storage, items } = createMemoryStorage();
    const shopStorage = createShopStorage(
      () => ({
        getItem: storage.getItem,
        setItem: (name, value) => {
          if (full) throw new DOMException('Quota exceeded', 'QuotaExceededError');
          storage.setItem(name, value);
        },
      }),
      key,
      report,
    );
    expect(shopStorage.write(state)).toBe(false);
    expect(shopStorage.write(state)).toBe(false);
    expect(report).toHaveBeenCalledTimes(1);
    full = false;
    expect(shopStorage.write(state)).toBe(true);
    expect(items.has(key)).toBe(true);
    full = true;
    shopStorage.write(state);
    expect(report.mock.calls).toEqual([
      [messages.persistWriteFailed],
      [messages.persistWriteFailed],
    ]);
  });

  it('works with an async storage and survives its rejections', async () => {
    const report = vi.fn();
    const items = new Map<string, string>();
    const asyncStorage: StorageLike = {
      getItem: async (name) => items.get(name) ?? null,
      setItem: async (name, value) => {
        items.set(name, value);
      },
    };
    const shopStorage = createShopStorage(() => asyncStorage, key, report);
    expect(await shopStorage.write(state)).toBe(true);
    expect(await shopStorage.read()).toEqual(state);

    const failing = createShopStorage(
      () => ({
        getItem: () => Promise.reject(new Error('gone')),
        setItem: () => Promise.reject(new Error('full')),
      }),
      key,
      report,
    );
    expect(await failing.read()).toBeUndefined();
    expect(await failing.write(state)).toBe(false);
    expect(report.mock.calls).toEqual([
      [messages.persistReadFailed],
      [messages.persistWriteFailed],
    ]);
  });
});
