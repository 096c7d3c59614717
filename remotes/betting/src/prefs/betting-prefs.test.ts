import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFS, PREFS_STORAGE_KEY, readPrefs, takeStoredViewType, writePrefs } from './betting-prefs';

function storageWith(value: string | null) {
  const items = new Map<string, string>();
  if (value !== null) items.set(PREFS_STORAGE_KEY, value);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, v: string) => items.set(key, v),
    stored: () => items.get(PREFS_STORAGE_KEY),
  };
}

describe('betting preferences', () => {
  it('reads back what was written', () => {
    const storage = storageWith(null);
    writePrefs(storage, { coefViewId: 2 });
    expect(readPrefs(storage)).toEqual({ coefViewId: 2 });
  });

  it.each([null, 'not json', '{"coefViewId":6}', '[]'])('falls back to the defaults for %s', (stored) => {
    expect(readPrefs(storageWith(stored))).toEqual(DEFAULT_PREFS);
  });

  it('hands an earlier stored view over once, keeping the odds format', () => {
    const storage = storageWith('{"appViewType":1,"coefViewId":2}');
    expect(takeStoredViewType(storage)).toBe(1);
    expect(JSON.parse(storage.stored() ?? 'null')).toEqual({ coefViewId: 2 });
    expect(takeStoredViewType(storage)).toBeNull();
    expect(readPrefs(storage)).toEqual({ coefViewId: 2 });
  });

  it('hands nothing over when no view or no valid view was stored', () => {
    expect(takeStoredViewType(storageWith(null))).toBeNull();
    expect(takeStoredViewType(storageWith('{"appViewType":2,"coefViewId":0}'))).toBeNull();
  });
});
