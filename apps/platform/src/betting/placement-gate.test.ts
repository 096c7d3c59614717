import { placeErrorBodySchema } from '@betfront/contract/bets';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../ledger/verify-ledger';
import { saveCountryBlock } from '../settings/access-rules-repository';
import { writeScalarSetting } from '../settings/scalar-settings-repository';
import { BEHIND_TEST_PROXY, XHR } from '../testing/test-app';
import {
  balanceOf,
  countCoupons,
  couponBody,
  bettingTestAppOfFile,
  createBettor,
  createFootballGame,
} from './betting-test-helpers';

const platform = bettingTestAppOfFile(BEHIND_TEST_PROXY);
let gameId: number;
beforeAll(async () => {
  gameId = await createFootballGame(platform.db);
});

const homeWin = (id: number) => `${id}:game:winner3::1`;

async function placeFrom(cookie: string, headers: Record<string, string> = {}) {
  return platform.app.inject({
    method: 'POST',
    url: '/web-api/bets/place',
    payload: await couponBody(platform.app, [homeWin(gameId)]),
    headers: { ...XHR, cookie, ...headers },
  });
}

/** A refusal with its status and code, after which the player has no coupon and the whole balance. */
async function expectRefused(
  player: { userId: number; cookie: string },
  status: number,
  code: string,
  headers: Record<string, string> = {},
) {
  const response = await placeFrom(player.cookie, headers);
  expect(response.statusCode).toBe(status);
  expect(placeErrorBodySchema.parse(response.json()).error.code).toBe(code);
  expect(await countCoupons(platform.db, player.userId)).toBe(0);
  expect(await balanceOf(platform.db, player.userId)).toBe('500.00');
}

describe('the money gate on placement', () => {
  it('refuses a banned player, at any ban level', async () => {
    await expectRefused(await createBettor(platform.db, { balance: '500', banLevel: 45 }), 403, 'player_banned');
    await expectRefused(await createBettor(platform.db, { balance: '500', banLevel: 10 }), 403, 'player_banned');
  });

  it('refuses a player confined to identification while the site asks for it', async () => {
    const confined = await createBettor(platform.db, { balance: '500', isVerified: false, hasDeposit: false });
    expect((await placeFrom(confined.cookie)).statusCode).toBe(200);
    await writeScalarSetting(platform.db, 'isIdentificationEnabled', true);
    try {
      const another = await createBettor(platform.db, { balance: '500', isVerified: false, hasDeposit: false });
      await expectRefused(another, 403, 'identification_required');
      const verified = await createBettor(platform.db, { balance: '500' });
      expect((await placeFrom(verified.cookie)).statusCode).toBe(200);
    } finally {
      await writeScalarSetting(platform.db, 'isIdentificationEnabled', false);
    }
  });

  it('refuses a player who has not confirmed the current terms', async () => {
    await expectRefused(
      await createBettor(platform.db, { balance: '500', termsAcceptedVersion: 0 }),
      451,
      'terms_changed',
    );
  });

  it('refuses a bet from a blocked country', async () => {
    await saveCountryBlock(platform.db, { countryCode: 'UA', reason: 13 });
    await expectRefused(await createBettor(platform.db, { balance: '500' }), 403, 'country_blocked', {
      'x-country-code': 'ua',
    });
    const elsewhere = await createBettor(platform.db, { balance: '500' });
    expect((await placeFrom(elsewhere.cookie, { 'x-country-code': 'kz' })).statusCode).toBe(200);
  });

  it('leaves a ledger that explains every balance', async () => {
    expect((await verifyLedger(platform.db)).problems).toEqual([]);
  });
});
