import { browserLocalStorage } from '@betfront/remote-kit';

/** A key-value store of the browser (localStorage or sessionStorage), or of a test. */
export interface KeyValueStorage {
  read(key: string): string | null;
  write(key: string, value: string): void;
  remove(key: string): void;
}

/** A storage that never throws: a browser that refuses storage (private mode, quota) just remembers nothing. */
function safeStorage(open: () => Storage): KeyValueStorage {
  return {
    read(key) {
      try {
        return open().getItem(key);
      } catch {
        return null;
      }
    },
    write(key, value) {
      try {
        open().setItem(key, value);
      } catch {
        // Nothing to do: the value is simply not kept.
      }
    },
    remove(key) {
      try {
        open().removeItem(key);
      } catch {
        // Nothing to do.
      }
    },
  };
}

export const browserStorage: KeyValueStorage = safeStorage(browserLocalStorage);

/** The same over sessionStorage: kept until the browser's session ends. */
export const browserSessionStorage: KeyValueStorage = safeStorage(() => window.sessionStorage);

/** An in-memory storage for tests. */
export function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    read: (key) => entries.get(key) ?? null,
    write: (key, value) => void entries.set(key, value),
    remove: (key) => void entries.delete(key),
  };
}
