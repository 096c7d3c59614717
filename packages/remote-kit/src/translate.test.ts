import { describe, expect, it } from 'vitest';
import { createTranslate } from './translate';

describe('createTranslate', () => {
  it('interpolates named values', () => {
    const t = createTranslate({ greeting: 'Hello, {{name}}!' }, 'en');
    expect(t('greeting', { name: 'Ann' })).toBe('Hello, Ann!');
  });

  it('fills every placeholder, numbers included, with or without spaces inside the braces', () => {
    const t = createTranslate({ score: '{{home}} – {{ away }}: {{home}} leads by {{- gap}}' });
    expect(t('score', { home: 'Ajax', away: 'PSV', gap: 2 })).toBe('Ajax – PSV: Ajax leads by 2');
  });

  it('leaves a placeholder without a value as it is', () => {
    const t = createTranslate({ total: '{{count}} of {{max}}' });
    expect(t('total', { count: 3 })).toBe('3 of {{max}}');
    expect(t('total')).toBe('{{count}} of {{max}}');
  });

  it('inserts a value that looks like a placeholder as plain text', () => {
    const t = createTranslate({ search: 'Nothing found for «{{query}}»' });
    expect(t('search', { query: '{{query}}' })).toBe('Nothing found for «{{query}}»');
  });

  it('shows the key when a text is missing', () => {
    expect(createTranslate({})('shell.header.login')).toBe('shell.header.login');
  });

  it('finds texts added to its dictionary after it was made', () => {
    const dictionary: Record<string, string> = {};
    const t = createTranslate(dictionary, 'en');
    Object.assign(dictionary, { 'coupon.title': 'Coupon' });
    expect(t('coupon.title')).toBe('Coupon');
  });

  it('does not take keys from the prototype', () => {
    expect(createTranslate({})('toString')).toBe('toString');
  });

  it('keeps an empty text empty', () => {
    expect(createTranslate({ 'a.empty': '' })('a.empty')).toBe('');
  });

  it('keeps dots in keys as part of the key', () => {
    expect(createTranslate({ 'a.b': 'flat' })('a.b')).toBe('flat');
  });
});

describe('createTranslate with a count', () => {
  const entries = {
    bets: '{{count}} bets',
    bets_one: '{{count}} bet',
    bets_few: '{{count}} ставки',
    bets_zero: 'no bets',
    games: '{{count}} games',
  };

  it('picks the plural form of the language', () => {
    expect(createTranslate(entries, 'en')('bets', { count: 1 })).toBe('1 bet');
    expect(createTranslate(entries, 'ru')('bets', { count: 3 })).toBe('3 ставки');
  });

  it('prefers the zero form for 0', () => {
    expect(createTranslate(entries, 'en')('bets', { count: 0 })).toBe('no bets');
  });

  it('falls back to the plain key when the form is missing', () => {
    expect(createTranslate(entries, 'en')('bets', { count: 5 })).toBe('5 bets');
    expect(createTranslate(entries, 'en')('games', { count: 1 })).toBe('1 games');
  });

  it('treats a count given as text as a plain value', () => {
    expect(createTranslate(entries, 'en')('bets', { count: '1' })).toBe('1 bets');
  });
});
