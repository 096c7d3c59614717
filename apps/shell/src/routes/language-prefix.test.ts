import { describe, expect, it } from 'vitest';
import { resolveLanguagePrefix } from './language-prefix';

const known = ['ru', 'en', 'uk'];
const resolve = (pathname: string) => resolveLanguagePrefix(pathname, known, 'ru');

describe('resolveLanguagePrefix', () => {
  it('accepts a known two-letter prefix and gives the rest', () => {
    expect(resolve('/en/information/rules')).toEqual({ kind: 'ok', lng: 'en', rest: 'information/rules' });
    expect(resolve('/en')).toEqual({ kind: 'ok', lng: 'en', rest: '' });
    expect(resolve('/uk/')).toEqual({ kind: 'ok', lng: 'uk', rest: '' });
  });

  it('adds the default language when the prefix is missing', () => {
    expect(resolve('/')).toEqual({ kind: 'redirect', location: '/ru' });
    expect(resolve('/information/rules')).toEqual({ kind: 'redirect', location: '/ru/information/rules' });
    expect(resolve('/epl/final')).toEqual({ kind: 'redirect', location: '/ru/epl/final' });
    expect(resolve('/live/1-football')).toEqual({ kind: 'redirect', location: '/ru/live/1-football' });
    expect(resolve('/500')).toEqual({ kind: 'redirect', location: '/ru/500' });
  });

  it('inserts the prefix before a first segment that is no language attempt', () => {
    expect(resolve('/someunknownpage')).toEqual({ kind: 'redirect', location: '/ru/someunknownpage' });
    expect(resolve('/42/x')).toEqual({ kind: 'redirect', location: '/ru/42/x' });
  });

  it('fixes a known language in another case or with a region', () => {
    expect(resolve('/EN/news')).toEqual({ kind: 'redirect', location: '/en/news' });
    expect(resolve('/en-US/news')).toEqual({ kind: 'redirect', location: '/en/news' });
    expect(resolve('/uk_UA')).toEqual({ kind: 'redirect', location: '/uk' });
  });

  it('replaces an unknown or oversized language with the default one', () => {
    expect(resolve('/xx/news')).toEqual({ kind: 'redirect', location: '/ru/news' });
    expect(resolve('/e/news')).toEqual({ kind: 'redirect', location: '/ru/news' });
    expect(resolve('/eng')).toEqual({ kind: 'redirect', location: '/ru' });
    expect(resolve('/english/news')).toEqual({ kind: 'redirect', location: '/ru/news' });
    expect(resolve('/xx-YY/news')).toEqual({ kind: 'redirect', location: '/ru/news' });
  });
});
