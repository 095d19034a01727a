import { atom, type createStore } from 'jotai/vanilla';
import { catalogueAtom, restoreStatusAtom, shopStateAtom } from './atoms.js';
import { messages, RESTORE_TIMEOUT_MS, ROOT_STORAGE_KEY } from './constants.js';
import { chain, isPromiseLike, type MaybePromise } from './maybe-promise.js';
import { mergeShopStates } from './merge.js';
import { emptyShopState, reconcileWithCatalogue, sameShopState } from './shop.js';
import { createShopStorage, type StorageLike } from './storage.js';
import type { ShopState } from './types.js';

type Store = ReturnType<typeof createStore>;

type StorageEventListener = (event: { key: string | null }) => void;

/** Where 'storage' events from other tabs arrive: `window` in a browser. */
export type StorageEventSource = {
  addEventListener(type: 'storage', listener: StorageEventListener): void;
  removeEventListener(type: 'storage', listener: StorageEventListener): void;
};

export type PersistenceOptions = {
  /** @default globalThis.localStorage (reading it may throw; that is handled) */
  storage?: StorageLike;
  /** @default ROOT_STORAGE_KEY */
  key?: string;
  /** How long restoring may take. @default 5000 */
  timeoutMs?: number;
  /** Receives 'persist timed out', 'persist read failed' and 'persist write failed'. @default console.error */
  onError?: (message: string) => void;
  /** @default globalThis, when it can listen for events */
  window?: StorageEventSource;
};

/**
 * The stored state this store last saw: the base of every three-way merge. It lives in the
 * store, not in one persistence run, so a restart (React StrictMode runs effects twice) does
 * not take the already restored shop for new additions and count it twice.
 */
const storedBaseAtom = atom<ShopState>(emptyShopState);

function defaultEventSource(): StorageEventSource | undefined {
  return typeof globalThis.addEventListener === 'function' ? globalThis : undefined;
}

/**
 * Restores the store from storage and keeps the two in step; returns a function that stops.
 * Call it after hydration (in a useEffect) so the prerendered HTML and the first render agree.
 *
 * Every sync is one step: read the stored state, three-way merge it with this tab's state
 * (base: the stored state this tab last saw), show the result and write it back if it differs
 * from what is stored. It runs on start (restore), after every change of the state and on a
 * 'storage' event, so a change is always applied on top of the freshest stored state.
 */
export function startPersistence(store: Store, options: PersistenceOptions = {}): () => void {
  const key = options.key ?? ROOT_STORAGE_KEY;
  const onError = options.onError ?? console.error;
  const events = options.window ?? defaultEventSource();
  const storage = createShopStorage(() => options.storage ?? globalThis.localStorage, key, onError);

  // False once stopped, or once restoring timed out: then the shop runs in memory only,
  // because writing a state that was never merged with the stored one could erase it.
  let active = true;
  let syncing = false;
  let syncAgain = false;

  function syncOnce(): MaybePromise<void> {
    return chain(storage.read(), (stored) => {
      if (!active) return;
      const base = store.get(storedBaseAtom);
      // Unreadable storage: assume it still holds what this tab last saw.
      const incoming = stored ?? base;
      const local = store.get(shopStateAtom);
      const merged = reconcileWithCatalogue(
        mergeShopStates(base, local, incoming),
        store.get(catalogueAtom),
      );
      if (!sameShopState(merged, local)) store.set(shopStateAtom, merged);
      if (sameShopState(merged, incoming)) {
        store.set(storedBaseAtom, incoming);
        return;
      }
      return chain(storage.write(merged), (written) => {
        store.set(storedBaseAtom, written ? merged : incoming);
      });
    });
  }

  // One sync at a time; requests during a sync (including the change the sync itself makes)
  // collapse into one more sync, which reads storage afresh.
  function sync(): MaybePromise<void> {
    if (!active) return;
    if (syncing) {
      syncAgain = true;
      return;
    }
    syncing = true;
    return chain(syncOnce(), () => {
      syncing = false;
      if (!syncAgain) return;
      syncAgain = false;
      return sync();
    });
  }

  const onStorage: StorageEventListener = (event) => {
    // A null key means the other tab cleared the storage.
    if (event.key === key || event.key === null) sync();
  };

  store.set(restoreStatusAtom, 'pending');
  const restoring = sync();
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (isPromiseLike(restoring)) {
    timer = setTimeout(() => {
      active = false;
      onError(messages.persistTimedOut);
      store.set(restoreStatusAtom, 'timed-out');
    }, options.timeoutMs ?? RESTORE_TIMEOUT_MS);
    restoring.then(() => {
      clearTimeout(timer);
      if (active) store.set(restoreStatusAtom, 'restored');
    });
  } else {
    store.set(restoreStatusAtom, 'restored');
  }

  const unsubscribe = store.sub(shopStateAtom, sync);
  events?.addEventListener('storage', onStorage);
  return () => {
    active = false;
    clearTimeout(timer);
    unsubscribe();
    events?.removeEventListener('storage', onStorage);
  };
}
