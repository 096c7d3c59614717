import { describe, expect, it } from 'vitest';
import { trackDictionaryReads } from './dictionary-reads';
import { createTranslate } from './translate';

const DICTIONARY = {
  'home.title': 'Home',
  'games.count_one': '{{count}} game',
  'games.count_other': '{{count}} games',
  'coupon.title': 'Coupon',
  'login.title': 'Log in',
};

describe('trackDictionaryReads', () => {
  it('keeps the entries a render read, plural forms as chosen, and nothing else', () => {
    const reads = trackDictionaryReads(DICTIONARY);
    const t = createTranslate(reads.entries, 'en');
    expect(t('home.title')).toBe('Home');
    expect(t('games.count', { count: 3 })).toBe('3 games');
    expect(reads.entries['coupon.title']).toBe('Coupon');
    expect(reads.read()).toEqual({
      'coupon.title': 'Coupon',
      'games.count_other': '{{count}} games',
      'home.title': 'Home',
    });
  });

  it('notes no key the dictionary lacks, and reads nothing before a render', () => {
    const reads = trackDictionaryReads(DICTIONARY);
    expect(reads.read()).toEqual({});
    createTranslate(reads.entries, 'en')('shell.absent');
    expect(reads.read()).toEqual({});
  });
});
