/** Storage access that never throws: a full, missing or forbidden storage only logs. */
export interface SafeStorage {
  read(key: string): string | null;
  write(key: string, value: string): void;
  remove(key: string): void;
}

export function safeStorage(getStorage: () => Storage): SafeStorage {
  const attempt = <T>(what: string, key: string, run: (storage: Storage) => T, fallback: T): T => {
    try {
      return run(getStorage());
    } catch (error) {
      console.error(`betfront: could not ${what} ${key}`, error);
      return fallback;
    }
  };
  return {
    read: (key) => attempt('read', key, (storage) => storage.getItem(key), null),
    write: (key, value) => attempt('save', key, (storage) => storage.setItem(key, value), undefined),
    remove: (key) => attempt('remove', key, (storage) => storage.removeItem(key), undefined),
  };
}
