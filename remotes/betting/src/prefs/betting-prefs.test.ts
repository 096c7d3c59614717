import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFS, PREFS_STORAGE_KEY, readPrefs, writePrefs } from './betting-prefs';

function storageWith(value: string | null) {
  const items = new Map<string, string>();
  if (value !== null) items.set(PREFS_STORAGE_KEY, value);
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, v: string) => items.set(key, v) };
}

describe('betting preferences', () => {
  it('reads back what was written', () => {
    const storage = storageWith(null);
    writePrefs(storage, { appViewType: 1, coefViewId: 2 });
    expect(readPrefs(storage)).toEqual({ appViewType: 1, coefViewId: 2 });
  });

  it.each([null, 'not json', '{"appViewType":2,"coefViewId":0}', '{"appViewType":0,"coefViewId":6}', '[]'])(
    'falls back to the defaults for %s',
    (stored) => {
      expect(readPrefs(storageWith(stored))).toEqual(DEFAULT_PREFS);
    },
  );
});
