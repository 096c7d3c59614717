export interface DictionaryReads {
  /** The dictionary as a render should see it: every entry it reads is noted. */
  entries: Readonly<Record<string, string>>;
  /** The entries read so far: what the page needs to hydrate the same texts. */
  read(): Record<string, string>;
}

/**
 * Notes which entries of a dictionary a server render reads, so that the page carries those entries only and the
 * browser loads the whole dictionary once the page is interactive.
 */
export function trackDictionaryReads(dictionary: Readonly<Record<string, string>>): DictionaryReads {
  const readKeys = new Set<string>();
  const note = (key: string | symbol) => {
    if (typeof key === 'string' && Object.hasOwn(dictionary, key)) readKeys.add(key);
  };
  const entries = new Proxy(dictionary, {
    get(target, key, receiver) {
      note(key);
      return Reflect.get(target, key, receiver) as unknown;
    },
    getOwnPropertyDescriptor(target, key) {
      note(key);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
  });
  return {
    entries,
    read: () => Object.fromEntries([...readKeys].sort().map((key) => [key, dictionary[key] ?? ''])),
  };
}
