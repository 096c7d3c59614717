import { browserLocalStorage } from '@betfront/remote-kit';

/** localStorage that never throws: a browser that refuses storage (private mode, quota) just remembers nothing. */
export interface KeyValueStorage {
  read(key: string): string | null;
  write(key: string, value: string): void;
  remove(key: string): void;
}

export const browserStorage: KeyValueStorage = {
  read(key) {
    try {
      return browserLocalStorage().getItem(key);
    } catch {
      return null;
    }
  },
  write(key, value) {
    try {
      browserLocalStorage().setItem(key, value);
    } catch {
      // Nothing to do: the value is simply not kept.
    }
  },
  remove(key) {
    try {
      browserLocalStorage().removeItem(key);
    } catch {
      // Nothing to do.
    }
  },
};

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
