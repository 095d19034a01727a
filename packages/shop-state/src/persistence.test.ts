import { createStore } from 'jotai/vanilla';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addToCartAtom,
  cartAtom,
  incrementQuantityAtom,
  placeOrderAtom,
  receiveProductsAtom,
  removeFromCartAtom,
  restoreStatusAtom,
  shopStateAtom,
  toggleWishlistAtom,
  wishlistAtom,
} from './atoms.js';
import { addToCart } from './cart.js';
import { messages, ROOT_STORAGE_KEY } from './constants.js';
import { startPersistence } from './persistence.js';
import { emptyShopState } from './shop.js';
import { parseStoredShopState, type StorageLike } from './storage.js';
import { createBrowser, createMemoryStorage } from './test-support/fake-storage.js';
import { book, catalogue, hoodie, makeProduct, tShirt } from './test-support/fixtures.js';
import type { ShopState } from './types.js';

const stored: ShopState = {
  ...emptyShopState,
  cart: addToCart([], hoodie, 2).next,
  wishlist: [tShirt],
};
const cartIds = (store: ReturnType<typeof createStore>) =>
  store.get(cartAtom).map((line) => line.id);

afterEach(() => {
  vi.useRealTimers();
});

describe('startPersistence with localStorage-like storage', () => {
  it('restores at once, so the first effect already shows the saved shop', () => {
    const { storage } = createMemoryStorage({ [ROOT_STORAGE_KEY]: JSON.stringify(stored) });
    const store = createStore();
    startPersistence(store, { storage });
    expect(store.get(restoreStatusAtom)).toBe('restored');
    expect(store.get(shopStateAtom)).toEqual(stored);
  });

  it('saves every change under the one root key, with a version', () => {
    const { storage, items } = createMemoryStorage();
    const store = createStore();
    startPersistence(store, { storage });
    store.set(addToCartAtom, { product: book, quantity: 2 });
    store.set(toggleWishlistAtom, hoodie);
    expect([...items.keys()]).toEqual([ROOT_STORAGE_KEY]);
    const saved = JSON.parse(items.get(ROOT_STORAGE_KEY) ?? '');
    expect(saved.version).toBe(1);
    expect(parseStoredShopState(items.get(ROOT_STORAGE_KEY) ?? null)).toEqual(
      store.get(shopStateAtom),
    );
  });

  it('persists the last order', () => {
    const { storage, items } = createMemoryStorage();
    const store = createStore();
    startPersistence(store, { storage });
    store.set(addToCartAtom, { product: book });
    const { order } = store.set(placeOrderAtom);
    expect(parseStoredShopState(items.get(ROOT_STORAGE_KEY) ?? null).lastOrder).toEqual(order);
  });

  it('uses the given key', () => {
    const { storage, items } = createMemoryStorage();
    const store = createStore();
    startPersistence(store, { storage, key: 'other-shop' });
    store.set(addToCartAtom, { product: book });
    expect([...items.keys()]).toEqual(['other-shop']);
  });

  it('drops stored entries of unknown products once products are received', () => {
    const unknown = makeProduct(77);
    const withUnknown = {
      ...stored,
      cart: addToCart(stored.cart, unknown).next,
      compare: [unknown],
    };
    const { storage, items } = createMemoryStorage({
      [ROOT_STORAGE_KEY]: JSON.stringify(withUnknown),
    });
    const store = createStore();
    startPersistence(store, { storage });
    expect(cartIds(store)).toEqual([hoodie.id, unknown.id]);
    store.set(receiveProductsAtom, catalogue);
    expect(store.get(shopStateAtom)).toEqual(stored);
    expect(parseStoredShopState(items.get(ROOT_STORAGE_KEY) ?? null)).toEqual(stored);
  });

  it('drops unknown products while restoring when products were received first', () => {
    const withUnknown = { ...stored, cart: addToCart(stored.cart, makeProduct(77)).next };
    const { storage } = createMemoryStorage({ [ROOT_STORAGE_KEY]: JSON.stringify(withUnknown) });
    const store = createStore();
    store.set(receiveProductsAtom, catalogue);
    startPersistence(store, { storage });
    expect(store.get(shopStateAtom)).toEqual(stored);
  });

  it('keeps what was done before restoring finished', () => {
    const { storage } = createMemoryStorage({ [ROOT_STORAGE_KEY]: JSON.stringify(stored) });
    const store = createStore();
    store.set(addToCartAtom, { product: book });
    startPersistence(store, { storage });
    expect(cartIds(store)).toEqual([hoodie.id, book.id]);
  });

  it('restores an empty shop from corrupted data and overwrites it on the next change', () => {
    const { storage, items } = createMemoryStorage({ [ROOT_STORAGE_KEY]: '{"version":1,"ca' });
    const store = createStore();
    const onError = vi.fn();
    startPersistence(store, { storage, onError });
    expect(store.get(shopStateAtom)).toEqual(emptyShopState);
    store.set(addToCartAtom, { product: book });
    expect(parseStoredShopState(items.get(ROOT_STORAGE_KEY) ?? null).cart).toHaveLength(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('can be stopped and started again on one store without counting the shop twice', () => {
    // React StrictMode runs an effect, its cleanup, and the effect again.
    const { storage, items } = createMemoryStorage({ [ROOT_STORAGE_KEY]: JSON.stringify(stored) });
    const store = createStore();
    startPersistence(store, { storage })();
    startPersistence(store, { storage });
    expect(store.get(shopStateAtom)).toEqual(stored);
    expect(parseStoredShopState(items.get(ROOT_STORAGE_KEY) ?? null)).toEqual(stored);
  });

  it('stops saving and listening when stopped', () => {
    const browser = createBrowser();
    const tab = browser.openTab();
    const store = createStore();
    const stop = startPersistence(store, tab);
    stop();
    store.set(addToCartAtom, { product: book });
    expect(browser.items.size).toBe(0);
    const other = browser.openTab();
    other.storage.setItem(ROOT_STORAGE_KEY, JSON.stringify(stored));
    browser.deliverStorageEvents();
    expect(cartIds(store)).toEqual([book.id]);
  });
});

describe('startPersistence with failing storage', () => {
  it('runs in memory when reading localStorage throws', () => {
    const onError = vi.fn();
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      const store = createStore();
      startPersistence(store, { onError });
      expect(store.get(restoreStatusAtom)).toBe('restored');
      expect(store.set(addToCartAtom, { product: book }).message).toBe(messages.addedToCart);
      store.set(incrementQuantityAtom, book.id);
      store.set(toggleWishlistAtom, hoodie);
      expect(store.get(cartAtom)[0]?.quantity).toBe(2);
      expect(store.get(wishlistAtom)).toEqual([hoodie]);
      expect(onError.mock.calls).toEqual([
        [messages.persistReadFailed],
        [messages.persistWriteFailed],
      ]);
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });

  it('keeps everything done in the page when storage is full, and saves it once there is room', () => {
    const onError = vi.fn();
    const { storage: memory, items } = createMemoryStorage({
      [ROOT_STORAGE_KEY]: JSON.stringify(stored),
    });
    let full = true;
    const storage: StorageLike = {
      getItem: memory.getItem,
      setItem: (key, value) => {
        if (full) throw new DOMException('Quota exceeded', 'QuotaExceededError');
        memory.setItem(key, value);
      },
    };
    const store = createStore();
    startPersistence(store, { storage, onError });
    store.set(addToCartAtom, { product: book });
    store.set(removeFromCartAtom, hoodie.id);
    store.set(toggleWishlistAtom, hoodie);
    expect(cartIds(store)).toEqual([book.id]);
    expect(store.get(wishlistAtom)).toEqual([tShirt, hoodie]);
    expect(onError.mock.calls).toEqual([[messages.persistWriteFailed]]);
    expect(parseStoredShopState(items.get(ROOT_STORAGE_KEY) ?? null)).toEqual(stored);

    full = false;
    store.set(addToCartAtom, { product: tShirt });
    expect(parseStoredShopState(items.get(ROOT_STORAGE_KEY) ?? null)).toEqual(
      store.get(shopStateAtom),
    );
    expect(cartIds(store)).toEqual([book.id, tShirt.id]);
  });
});

describe('startPersistence with async storage', () => {
  it('restores once the storage answers', async () => {
    const storage: StorageLike = {
      getItem: async () => JSON.stringify(stored),
      setItem: async () => {},
    };
    const store = createStore();
    startPersistence(store, { storage });
    expect(store.get(restoreStatusAtom)).toBe('pending');
    await vi.waitFor(() => expect(store.get(restoreStatusAtom)).toBe('restored'));
    expect(store.get(shopStateAtom)).toEqual(stored);
  });

  it("reports 'persist timed out' after 5000 ms and keeps a working in-memory shop", async () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    const setItem = vi.fn();
    const storage: StorageLike = { getItem: () => new Promise(() => {}), setItem };
    const store = createStore();
    startPersistence(store, { storage, onError });
    await vi.advanceTimersByTimeAsync(4999);
    expect(store.get(restoreStatusAtom)).toBe('pending');
    expect(onError).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(store.get(restoreStatusAtom)).toBe('timed-out');
    expect(onError.mock.calls).toEqual([['persist timed out']]);
    expect(store.get(shopStateAtom)).toEqual(emptyShopState);

    expect(store.set(addToCartAtom, { product: book })).toEqual({
      kind: 'success',
      message: messages.addedToCart,
    });
    expect(cartIds(store)).toEqual([book.id]);
    expect(setItem).not.toHaveBeenCalled();
  });

  it('ignores a restore that answers after the time-out', async () => {
    vi.useFakeTimers();
    const storage: StorageLike = {
      getItem: () =>
        new Promise((resolve) => setTimeout(() => resolve(JSON.stringify(stored)), 6000)),
      setItem: async () => {},
    };
    const store = createStore();
    startPersistence(store, { storage, timeoutMs: 100, onError: vi.fn() });
    await vi.advanceTimersByTimeAsync(6000);
    expect(store.get(restoreStatusAtom)).toBe('timed-out');
    expect(store.get(shopStateAtom)).toEqual(emptyShopState);
  });
});

describe('startPersistence across two tabs', () => {
  function openTwoTabs(initial?: ShopState) {
    const browser = createBrowser();
    if (initial) browser.items.set(ROOT_STORAGE_KEY, JSON.stringify(initial));
    const first = createStore();
    const second = createStore();
    startPersistence(first, browser.openTab());
    startPersistence(second, browser.openTab());
    const storedState = () => parseStoredShopState(browser.items.get(ROOT_STORAGE_KEY) ?? null);
    return { browser, first, second, storedState };
  }

  it('shows a change made in one tab in the other without reload', () => {
    const { browser, first, second } = openTwoTabs(stored);
    first.set(addToCartAtom, { product: book });
    expect(cartIds(second)).toEqual([hoodie.id]);
    browser.deliverStorageEvents();
    expect(second.get(shopStateAtom)).toEqual(first.get(shopStateAtom));
  });

  it("does not overwrite the other tab's additions made before its event arrived", () => {
    const { browser, first, second, storedState } = openTwoTabs(stored);
    first.set(addToCartAtom, { product: book });
    first.set(toggleWishlistAtom, hoodie);
    second.set(addToCartAtom, { product: tShirt });
    expect(cartIds(second)).toEqual([hoodie.id, book.id, tShirt.id]);
    browser.deliverStorageEvents();
    for (const state of [first.get(shopStateAtom), second.get(shopStateAtom), storedState()]) {
      expect(state.cart.map((line) => line.id)).toEqual([hoodie.id, book.id, tShirt.id]);
      expect(state.wishlist).toEqual([tShirt, hoodie]);
    }
  });

  it('adds up quantity changes made in both tabs', () => {
    const { browser, first, second, storedState } = openTwoTabs(stored);
    first.set(incrementQuantityAtom, hoodie.id);
    second.set(addToCartAtom, { product: hoodie, quantity: 5 });
    browser.deliverStorageEvents();
    for (const state of [first.get(shopStateAtom), second.get(shopStateAtom), storedState()]) {
      expect(state.cart[0]?.quantity).toBe(8);
    }
  });

  it('keeps a removal in one tab and an addition in the other', () => {
    const { browser, first, second } = openTwoTabs(stored);
    first.set(removeFromCartAtom, hoodie.id);
    second.set(addToCartAtom, { product: book });
    browser.deliverStorageEvents();
    expect(cartIds(first)).toEqual([book.id]);
    expect(cartIds(second)).toEqual([book.id]);
  });

  it('ignores stale events: each event re-reads the freshest stored state', () => {
    const { browser, first, second } = openTwoTabs();
    first.set(addToCartAtom, { product: book });
    second.set(addToCartAtom, { product: tShirt });
    first.set(addToCartAtom, { product: hoodie });
    browser.deliverStorageEvents();
    expect(cartIds(first)).toEqual([book.id, tShirt.id, hoodie.id]);
    expect(cartIds(second)).toEqual([book.id, tShirt.id, hoodie.id]);
  });

  it('empties the shop when another tab clears the storage', () => {
    const browser = createBrowser();
    browser.items.set(ROOT_STORAGE_KEY, JSON.stringify(stored));
    const store = createStore();
    startPersistence(store, browser.openTab());
    browser.openTab().storage.clear();
    browser.deliverStorageEvents();
    expect(store.get(shopStateAtom)).toEqual(emptyShopState);
  });

  it('ignores events for other keys', () => {
    const browser = createBrowser();
    const store = createStore();
    startPersistence(store, browser.openTab());
    const other = browser.openTab();
    other.storage.setItem('unrelated', 'x');
    browser.items.set(ROOT_STORAGE_KEY, JSON.stringify(stored));
    browser.deliverStorageEvents();
    expect(store.get(shopStateAtom)).toEqual(emptyShopState);
  });
});
