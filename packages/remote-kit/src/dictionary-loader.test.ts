import { describe, expect, it, vi } from 'vitest';
import { loadWholeDictionaries } from './dictionary-loader';

/** A dictionaries endpoint whose entries are named after their dictionary, recording the ids of each request. */
function dictionaryServer(failFirst = false) {
  const asked: string[] = [];
  const fetcher = vi.fn(async (url: string) => {
    const { pathname, searchParams } = new URL(url, 'http://site');
    const ids = searchParams.get('ids')?.split(',') ?? [];
    asked.push(ids.join(','));
    if (failFirst && asked.length === 1) return new Response('busy', { status: 503 });
    const lang = pathname.split('/').at(-1);
    const entries = Object.fromEntries(ids.map((id) => [`${id}.title`, `${id} in ${lang}`]));
    return Response.json({ ids, lang, entries });
  });
  return { fetcher, asked };
}

describe('the whole dictionaries of a page', () => {
  it('asks each dictionary once, sharing the loads of dictionaries another remote asked for', async () => {
    const { fetcher, asked } = dictionaryServer();
    const [shell, betting] = await Promise.all([
      loadWholeDictionaries(fetcher, 'ru', ['common', 'shell', 'coupon']),
      loadWholeDictionaries(fetcher, 'ru', ['common', 'betting', 'coupon']),
    ]);
    const footer = await loadWholeDictionaries(fetcher, 'ru', ['common', 'footer']);
    expect(asked).toEqual(['common,shell,coupon', 'betting', 'footer']);
    expect(betting).toMatchObject({
      'common.title': 'common in ru',
      'betting.title': 'betting in ru',
      'coupon.title': 'coupon in ru',
    });
    expect(shell['shell.title']).toBe('shell in ru');
    expect(footer).toMatchObject({ 'common.title': 'common in ru', 'footer.title': 'footer in ru' });
  });

  it('asks again for dictionaries whose load failed', async () => {
    const { fetcher, asked } = dictionaryServer(true);
    await expect(loadWholeDictionaries(fetcher, 'en', ['common', 'casino'])).rejects.toThrow(/503/);
    const casino = await loadWholeDictionaries(fetcher, 'en', ['common', 'casino']);
    expect(asked).toEqual(['common,casino', 'common,casino']);
    expect(casino['casino.title']).toBe('casino in en');
  });
});
