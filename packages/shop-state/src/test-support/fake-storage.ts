import type { StorageEventSource } from '../persistence.js';
import type { StorageLike } from '../storage.js';

/** A synchronous in-memory storage, like localStorage. */
export function createMemoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage: StorageLike = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
  return { storage, items };
}

type Listener = (event: { key: string | null }) => void;

/**
 * One origin's localStorage shared by several tabs. As in a browser, a write queues a
 * 'storage' event for every other tab; tests deliver the queue when they choose.
 */
export function createBrowser() {
  const items = new Map<string, string>();
  const queuedEvents: Array<() => void> = [];
  const tabs: Array<{ listeners: Set<Listener> }> = [];

  function openTab() {
    const tab = { listeners: new Set<Listener>() };
    tabs.push(tab);
    const queueEventsFor = (key: string | null) => {
      for (const other of tabs) {
        if (other === tab) continue;
        queuedEvents.push(() => {
          for (const listener of other.listeners) listener({ key });
        });
      }
    };
    const storage: StorageLike & { clear(): void } = {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => {
        items.set(key, value);
        queueEventsFor(key);
      },
      clear: () => {
        items.clear();
        queueEventsFor(null);
      },
    };
    const window: StorageEventSource = {
      addEventListener: (_type, listener) => tab.listeners.add(listener),
      removeEventListener: (_type, listener) => tab.listeners.delete(listener),
    };
    return { storage, window };
  }

  /** Delivers queued events, and those they cause, until the tabs settle. */
  function deliverStorageEvents() {
    // Tabs that keep answering each other's writes would never settle: fail instead of hanging.
    for (let delivered = 0; queuedEvents.length > 0; delivered += 1) {
      if (delivered > 100) throw new Error('tabs never settled');
      queuedEvents.shift()?.();
    }
  }

  return { items, openTab, deliverStorageEvents };
}
