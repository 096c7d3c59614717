import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/engine-fakes';
import { BETTING_PREFS_STORAGE_KEY, readCoefViewId } from './coef-view';

describe('readCoefViewId', () => {
  it('reads the odds format the betting pages stored', () => {
    const storage = memoryStorage({ [BETTING_PREFS_STORAGE_KEY]: '{"appViewType":0,"coefViewId":3}' });
    expect(readCoefViewId(storage)).toBe(3);
  });

  it.each([null, 'not json', '{"coefViewId":12}', '{"coefViewId":"2"}'])('gives decimal odds for %s', (stored) => {
    const storage = memoryStorage(stored === null ? {} : { [BETTING_PREFS_STORAGE_KEY]: stored });
    expect(readCoefViewId(storage)).toBe(0);
  });
});
