import { describe, expect, it } from 'vitest';
import type { RemoteContext } from '@betfront/remote-kit';
import { loadBettingPage } from '../load/load-betting-page';
import { bannerFixture } from './banner-fixture';

const home: RemoteContext = {
  lng: 'ru',
  route: { name: 'home', params: {}, query: {}, path: '/ru' },
  user: null,
  isMobile: false,
};

function platformWithBanners(status: number) {
  const calls: string[] = [];
  const fetch = (input: string) => {
    calls.push(input);
    const body = input.startsWith('/web-api/banners?') ? { banners: [bannerFixture(1)] } : { games: [], expresses: [] };
    return Promise.resolve(
      new Response(JSON.stringify(body), { status: input.startsWith('/web-api/banners?') ? status : 200 }),
    );
  };
  return { fetch, calls };
}

describe('the home page loader', () => {
  it('loads the home banners in the reader language with the rest of the home page', async () => {
    const { fetch, calls } = platformWithBanners(200);
    const loaded = await loadBettingPage(home, fetch);
    expect(calls).toContain('/web-api/banners?position=home&lng=ru');
    expect(loaded.status === 200 && loaded.data.games.banners).toEqual([bannerFixture(1)]);
    expect(loaded.status === 200 && loaded.data.games.failed).toBe(false);
  });

  it('shows the home page without banners when they fail, and no other page asks for them', async () => {
    const failing = platformWithBanners(500);
    const loaded = await loadBettingPage(home, failing.fetch);
    expect(loaded.status === 200 && loaded.data.games).toMatchObject({ banners: [], failed: false });

    const other = platformWithBanners(200);
    const expressDay = { ...home, route: { name: 'express-day', params: {}, query: {}, path: '/ru/express-day' } };
    await loadBettingPage(expressDay, other.fetch);
    expect(other.calls.some((call) => call.startsWith('/web-api/banners'))).toBe(false);
  });
});
