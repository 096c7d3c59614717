import { describe, expect, it } from 'vitest';
import { bettingTestAppOfFile, createFootballGame } from '../betting/betting-test-helpers';
import { ADMIN } from '../testing/test-app';
import { scheduleToto } from '../toto/schedule-toto';
import { scheduleRounds } from '../virtual/schedule-rounds';
import { parseCliArguments } from './cli-arguments';

const testApp = bettingTestAppOfFile();
const MINUTE_MS = 60_000;

const FOOTBALL = {
  nameRu: 'Виртуальный футбол',
  nameEn: 'Virtual football',
  roundEverySeconds: 120,
  playSeconds: 60,
  roundsAhead: 2,
  margin: 0.08,
  minStake: '2',
  maxStake: '100',
  isActive: true,
};

const TOTO = {
  variantPrices: { RUB: '5', USD: '0.10' },
  maxVariants: 512,
  operatorPermille: 150,
  categoryShares: { '15': 500, '14': 250, '13': 250 },
  leadMinutes: 0,
};

function adminCall(method: 'GET' | 'PUT', url: string, payload?: object) {
  return testApp.app.inject({ method, url: `/admin-api${url}`, headers: ADMIN, ...(payload ? { payload } : {}) });
}

const errorCode = (response: { json(): unknown }) => (response.json() as { error: { code: string } }).error.code;

describe("the operator's virtual game settings", () => {
  it('lists the games and changes one, whose next rounds follow the new schedule', async () => {
    const { db } = testApp;
    const list = await adminCall('GET', '/virtual-games');
    expect(list.statusCode).toBe(200);
    expect((list.json() as { result: { games: { slug: string }[] } }).result.games.map((game) => game.slug)).toEqual([
      'football',
      'tennis',
      'horses',
      'dice-tv',
      'wheel',
    ]);
    const changed = await adminCall('PUT', '/virtual-games/football', FOOTBALL);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      result: { game: { slug: 'football', roundEverySeconds: 120, minStake: '2.00', maxStake: '100.00' } },
    });
    await scheduleRounds(db, new Date());
    const rounds = await db.query<{ closesAt: Date; settlesAt: Date }>(
      `select closes_at as "closesAt", settles_at as "settlesAt" from virtual_rounds r
       join virtual_games g on g.id = r.game_id where g.slug = 'football' order by closes_at`,
    );
    expect(rounds).toHaveLength(2);
    const [first, second] = rounds;
    expect((second?.closesAt.getTime() ?? 0) - (first?.closesAt.getTime() ?? 0)).toBe(120_000);
    expect((first?.settlesAt.getTime() ?? 0) - (first?.closesAt.getTime() ?? 0)).toBe(60_000);
  });

  it('refuses bad settings with a named 4xx and changes nothing', async () => {
    const before = (await adminCall('GET', '/virtual-games')).json() as unknown;
    const cases: [string, object, number, string][] = [
      ['football', { ...FOOTBALL, playSeconds: 120 }, 400, 'invalid_request'],
      ['football', { ...FOOTBALL, minStake: '200' }, 400, 'invalid_request'],
      ['football', { ...FOOTBALL, margin: 0.6 }, 400, 'invalid_request'],
      ['golf', FOOTBALL, 404, 'virtual_game_not_found'],
    ];
    for (const [slug, body, status, code] of cases) {
      const response = await adminCall('PUT', `/virtual-games/${slug}`, body);
      expect([response.statusCode, errorCode(response)]).toEqual([status, code]);
    }
    expect((await adminCall('GET', '/virtual-games')).json()).toEqual(before);
  });
});

describe("the operator's toto settings", () => {
  it('shows and changes what the next draws are opened with', async () => {
    const { db } = testApp;
    const shown = await adminCall('GET', '/toto/settings');
    expect(shown.json()).toMatchObject({
      result: { settings: { variantPrices: { RUB: '10.00', USD: '0.20' }, leadMinutes: 10 } },
    });
    const changed = await adminCall('PUT', '/toto/settings', TOTO);
    expect(changed.statusCode, changed.body).toBe(200);
    // With no lead time, games starting in a few minutes make draws.
    for (let index = 0; index < 30; index += 1) {
      await createFootballGame(db, { startAt: new Date(Date.now() + (2 + index) * MINUTE_MS) });
    }
    expect(await scheduleToto(db, new Date())).toBe(2);
    const draws = await db.query<{ prices: Record<string, string>; maxVariants: number; permille: number }>(
      `select (select jsonb_object_agg(p.currency_iso, p.variant_price::text) from toto_pools p where p.draw_id = d.id)
         as prices, max_variants as "maxVariants", operator_permille as permille
       from toto_draws d order by id`,
    );
    const opened = { prices: { RUB: '5.00', USD: '0.10' }, maxVariants: 512, permille: 150 };
    expect(draws).toEqual([opened, opened]);
  });

  it('refuses bad settings with a named 4xx and changes nothing', async () => {
    const before = (await adminCall('GET', '/toto/settings')).json() as unknown;
    const cases: [object, number, string][] = [
      [{ ...TOTO, categoryShares: { '15': 500, '14': 400 } }, 400, 'invalid_request'],
      [{ ...TOTO, categoryShares: { '16': 1000 } }, 400, 'invalid_request'],
      [{ ...TOTO, variantPrices: { RUB: '0' } }, 400, 'invalid_request'],
      [{ ...TOTO, variantPrices: {} }, 400, 'invalid_request'],
      [{ ...TOTO, variantPrices: { RUB: '5', XYZ: '1' } }, 422, 'currency_not_found'],
    ];
    for (const [body, status, code] of cases) {
      const response = await adminCall('PUT', '/toto/settings', body);
      expect([response.statusCode, errorCode(response)]).toEqual([status, code]);
    }
    expect((await adminCall('GET', '/toto/settings')).json()).toEqual(before);
  });

  it('reads the commands from the command line', () => {
    expect(parseCliArguments(['toto', 'set', JSON.stringify(TOTO)])).toEqual({
      action: 'totoSettingsSet',
      input: TOTO,
    });
    expect(parseCliArguments(['virtual', 'set', 'football', JSON.stringify(FOOTBALL)])).toEqual({
      action: 'virtualSet',
      input: { ...FOOTBALL, slug: 'football' },
    });
    expect(parseCliArguments(['virtual', 'list'])).toEqual({ action: 'virtualList', input: {} });
  });
});
