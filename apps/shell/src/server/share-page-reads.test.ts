import type { Fetcher } from '@betfront/remote-kit';
import { describe, expect, it } from 'vitest';
import { sharePageReads } from './share-page-reads';

/** A platform that answers each call with its number, noting what it was asked. */
function countingPlatform(status = 200) {
  const asked: string[] = [];
  const fetcher: Fetcher = async (input, init = {}) => {
    asked.push(`${init.method ?? 'GET'} ${input}`);
    return new Response(JSON.stringify({ call: asked.length }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetcher, asked };
}

const body = async (answer: Promise<Response>) => (await answer).json() as Promise<unknown>;

describe('sharePageReads', () => {
  it('asks the platform once for the same read by the shell and a remote, each reading its own copy', async () => {
    const platform = countingPlatform();
    const fetcher = sharePageReads(platform.fetcher, { 'x-country-code': 'DE' });
    const shell = fetcher('/bff-api/config/all.json?lang=en', {
      method: 'GET',
      headers: { accept: 'application/json', 'x-application-name': 'betfront-shell', 'x-country-code': 'DE' },
    });
    const remote = fetcher('/bff-api/config/all.json?lang=en');
    expect(await body(shell)).toEqual({ call: 1 });
    expect(await body(remote)).toEqual({ call: 1 });
    expect(await body(fetcher('/bff-api/config/all.json?lang=en'))).toEqual({ call: 1 });
    expect(platform.asked).toEqual(['GET /bff-api/config/all.json?lang=en']);
  });

  it('asks again for another address, other headers that matter, and anything but a plain read', async () => {
    const platform = countingPlatform();
    const fetcher = sharePageReads(platform.fetcher);
    await fetcher('/web-api/sportsbook/top?lng=en&mode=live');
    await fetcher('/web-api/sportsbook/top?lng=en&mode=line');
    await fetcher('/web-api/sportsbook/top?lng=en&mode=line', { headers: { 'x-country-code': 'RU' } });
    await fetcher('/web-api/seo/page-data', { method: 'POST', body: '{}' });
    await fetcher('/web-api/seo/page-data', { method: 'POST', body: '{}' });
    expect(platform.asked).toEqual([
      'GET /web-api/sportsbook/top?lng=en&mode=live',
      'GET /web-api/sportsbook/top?lng=en&mode=line',
      'GET /web-api/sportsbook/top?lng=en&mode=line',
      'POST /web-api/seo/page-data',
      'POST /web-api/seo/page-data',
    ]);
  });

  it('does not keep a failed read, so a retry reaches the platform', async () => {
    const platform = countingPlatform(503);
    const fetcher = sharePageReads(platform.fetcher);
    expect((await fetcher('/bff-api/config/all.json?lang=en')).status).toBe(503);
    expect((await fetcher('/bff-api/config/all.json?lang=en')).status).toBe(503);
    expect(platform.asked).toHaveLength(2);
  });

  it('lets one page’s reads die with it: another page asks again', async () => {
    const platform = countingPlatform();
    await sharePageReads(platform.fetcher)('/web-api/session');
    await sharePageReads(platform.fetcher)('/web-api/session');
    expect(platform.asked).toHaveLength(2);
  });
});
