import type { Snapshots } from './backend';

const STORE = 'snapshots';
const KEY = 'state';

/**
 * Keeps the demo's data in IndexedDB, apart from local storage, because logout and a
 * dead session clear all of local storage and a demo must survive both and a reload.
 */
export function indexedDbSnapshots(databaseName: string): Snapshots {
  // One connection for the page: opening one per save costs a round trip to the browser each time.
  let connection: Promise<IDBDatabase | null> | null = null;
  const open = (): Promise<IDBDatabase | null> => (connection ??= connect());
  const connect = (): Promise<IDBDatabase | null> =>
    new Promise((resolve) => {
      if (typeof indexedDB === 'undefined') {
        resolve(null);
        return;
      }
      const request = indexedDB.open(databaseName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    });

  return {
    async load() {
      const db = await open();
      if (!db) return null;
      return new Promise((resolve) => {
        const request = db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY);
        request.onsuccess = () => resolve(typeof request.result === 'string' ? request.result : null);
        request.onerror = () => resolve(null);
      });
    },
    async save(json) {
      const db = await open();
      if (!db) return;
      await new Promise<void>((resolve) => {
        const transaction = db.transaction(STORE, 'readwrite');
        transaction.objectStore(STORE).put(json, KEY);
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => resolve();
      });
    },
  };
}
