import { bonusGameAnswerSchema, bonusGamePlayAnswerSchema, promoHistoryAnswerSchema } from '@betfront/contract/bonuses';
import { describe, expect, it } from 'vitest';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';
import { balanceOf, completeDeposit, paymentsAppOfFile } from '../payments/payments-test-helpers';
import { admin, createChooser, post, readRunningBonus } from './bonus-test-helpers';
import { expireDueBonuses } from './expiry-sweep';

const platform = paymentsAppOfFile();

async function reloadOfferId(): Promise<number> {
  const [offer] = await platform.db.query<{ id: number }>(`select id from bonus_offers where code = 'reload-50'`);
  return offer?.id ?? 0;
}

describe('deposit offers', () => {
  it('takes an offer that the next deposit credits, and refuses a second while it waits', async () => {
    const { db, app } = platform;
    const payer = await createChooser(db, 0);
    const before = await takeMoneySnapshot(db);
    const offerId = await reloadOfferId();
    const taken = await post(app, payer.cookie, `/web-api/bonuses/offers/${offerId}/take?lng=ru`);
    expect(taken.statusCode).toBe(201);
    expect(taken.json().bonus).toMatchObject({ status: 'active', title: 'Бонус 50 % на депозит', amount: '0.00' });
    const twice = await post(app, payer.cookie, `/web-api/bonuses/offers/${offerId}/take`);
    expect([twice.statusCode, twice.json().error.code]).toEqual([409, 'bonus_waiting_for_deposit']);

    await completeDeposit(app, db, payer.cookie, '1000');
    expect(await readRunningBonus(db, payer.userId)).toMatchObject({
      status: 'wagering',
      amount: '500.00',
      wagerRequired: '3000.00',
    });
    expect(await balanceOf(db, payer.bonusAccountId)).toBe('500.00');
    await expectMoneyConsistent(db, before);
  });

  it('expires a bonus out of time once, however many sweeps run at once', async () => {
    const { db, app } = platform;
    const payer = await createChooser(db, 0);
    const before = await takeMoneySnapshot(db);
    await post(app, payer.cookie, `/web-api/bonuses/offers/${await reloadOfferId()}/take`);
    await completeDeposit(app, db, payer.cookie, '1000');
    await db.query(`update player_bonuses set expires_at = now() - interval '1 minute' where user_id = $1`, [
      payer.userId,
    ]);
    await Promise.all([expireDueBonuses(db), expireDueBonuses(db), expireDueBonuses(db)]);
    expect(await readRunningBonus(db, payer.userId)).toMatchObject({ status: 'expired' });
    expect(await balanceOf(db, payer.bonusAccountId)).toBe('0.00');
    const forfeits = await db.query(`select id from ledger_entries where kind = 'bonus_forfeit' and user_id = $1`, [
      payer.userId,
    ]);
    expect(forfeits).toHaveLength(1);
    await expectMoneyConsistent(db, before);
  });
});

describe('promo codes', () => {
  it('credits bonus money once per player, and names unknown, expired and malformed codes', async () => {
    const { db, app } = platform;
    await admin(db, 'bonusPromoCreate', {
      code: 'spring25',
      kind: 'credit',
      titleRu: 'Весенний бонус',
      titleEn: 'Spring bonus',
      amounts: { RUB: '250' },
      wagerMultiplier: 3,
      days: 30,
    });
    await admin(db, 'bonusPromoCreate', {
      code: 'OLDCODE',
      kind: 'offer',
      titleRu: 'Старый',
      titleEn: 'Old',
      offerCode: 'reload-50',
      days: 1,
    });
    await db.query(`update bonus_promo_codes set expires_at = now() - interval '1 day' where code = 'OLDCODE'`);
    const payer = await createChooser(db, 0);
    const before = await takeMoneySnapshot(db);

    const credited = await post(app, payer.cookie, '/web-api/bonuses/promo-codes', { code: ' spring25 ', lng: 'en' });
    expect(credited.statusCode).toBe(201);
    expect(credited.json().bonus).toMatchObject({ status: 'wagering', amount: '250.00', wagerRequired: '750.00' });
    expect(credited.json().redemption).toMatchObject({ code: 'SPRING25', amount: '250.00' });
    const cases = [
      [{ code: 'SPRING25' }, 409, 'promo_code_used'],
      [{ code: 'NOSUCHCODE' }, 404, 'promo_code_unknown'],
      [{ code: 'OLDCODE' }, 410, 'promo_code_expired'],
      [{ code: 'a!' }, 400, 'invalid_request'],
      [{}, 400, 'invalid_request'],
    ] as const;
    for (const [body, status, code] of cases) {
      const response = await post(app, payer.cookie, '/web-api/bonuses/promo-codes', body);
      expect([response.statusCode, response.json().error.code]).toEqual([status, code]);
    }
    const visitor = await post(app, null, '/web-api/bonuses/promo-codes', { code: 'SPRING25' });
    expect(visitor.statusCode).toBe(401);
    expect(await balanceOf(db, payer.bonusAccountId)).toBe('250.00');

    const history = await app.inject({ url: '/web-api/bonuses/promo-codes?lng=ru', headers: { cookie: payer.cookie } });
    const redemptions = promoHistoryAnswerSchema.parse(history.json()).redemptions;
    expect(redemptions).toMatchObject([
      { code: 'SPRING25', kind: 'credit', title: 'Весенний бонус', amount: '250.00', currencyIso: 'RUB' },
    ]);
    await expectMoneyConsistent(db, before);
  });

  it('credits a code sent twice at once only once', async () => {
    const { db, app } = platform;
    const payer = await createChooser(db, 0);
    const before = await takeMoneySnapshot(db);
    const answers = await Promise.all([
      post(app, payer.cookie, '/web-api/bonuses/promo-codes', { code: 'SPRING25' }),
      post(app, payer.cookie, '/web-api/bonuses/promo-codes', { code: 'SPRING25' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await balanceOf(db, payer.bonusAccountId)).toBe('250.00');
    await expectMoneyConsistent(db, before);
  });

  it('refuses a bad promo code command', async () => {
    await expect(
      admin(platform.db, 'bonusPromoCreate', { code: 'X', kind: 'credit', titleRu: 'a', titleEn: 'a', days: 1 }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      admin(platform.db, 'bonusOfferPublish', { code: 'no-such-offer', isPublished: true }),
    ).rejects.toMatchObject({ code: 'bonus_offer_not_found' });
  });
});

describe('the fortuna wheel', () => {
  it('shows its prize table with chances that add up to 100 %', async () => {
    const payer = await createChooser(platform.db, 0);
    const response = await platform.app.inject({
      url: '/web-api/bonus-games/fortuna?lng=en',
      headers: { cookie: payer.cookie },
    });
    const answer = bonusGameAnswerSchema.parse(response.json());
    expect(answer.nextPlayAt).toBeNull();
    const total = answer.prizes.reduce((sum, prize) => sum + Math.round(Number(prize.chance) * 100), 0);
    expect(total).toBe(10_000);
    expect(answer.prizes.find((prize) => prize.kind === 'bonus')?.amount).toMatch(/^\d+\.\d{2}$/);
  });

  it('spins once a day: the prize is paid to the bonus account, a second spin is refused by name', async () => {
    const { db, app } = platform;
    const payer = await createChooser(db, 0);
    const before = await takeMoneySnapshot(db);
    const spins = await Promise.all([
      post(app, payer.cookie, '/web-api/bonus-games/fortuna/plays?lng=en'),
      post(app, payer.cookie, '/web-api/bonus-games/fortuna/plays?lng=en'),
    ]);
    const statuses = spins.map((spin) => spin.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    const won = spins.find((spin) => spin.statusCode === 201);
    const refused = spins.find((spin) => spin.statusCode === 409);
    expect(refused?.json().error).toMatchObject({ code: 'bonus_game_played_today' });
    expect(refused?.json().error.nextPlayAt).toMatch(/T00:00:00/);
    const play = bonusGamePlayAnswerSchema.parse(won?.json());
    const expected = play.prize.kind === 'bonus' ? play.prize.amount : '0.00';
    expect(await balanceOf(db, payer.bonusAccountId)).toBe(expected);
    await expectMoneyConsistent(db, before);
  });

  it("refuses a prize while a taken offer waits for its deposit, without using the day's spin", async () => {
    const { db, app } = platform;
    const payer = await createChooser(db, 0);
    await db.query(`update bonus_game_prizes set is_active = (kind = 'bonus') where game = 'fortuna'`);
    try {
      await post(app, payer.cookie, `/web-api/bonuses/offers/${await reloadOfferId()}/take`);
      const refused = await post(app, payer.cookie, '/web-api/bonus-games/fortuna/plays');
      expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'bonus_waiting_for_deposit']);
      expect(await db.query('select id from bonus_game_plays where user_id = $1', [payer.userId])).toEqual([]);
      expect(await balanceOf(db, payer.bonusAccountId)).toBe('0.00');
    } finally {
      await db.query(`update bonus_game_prizes set is_active = true where game = 'fortuna'`);
    }
  });

  it('refuses a game that is not a bonus game, and a visitor', async () => {
    const payer = await createChooser(platform.db, 0);
    const unknown = await post(platform.app, payer.cookie, '/web-api/bonus-games/roulette/plays');
    expect(unknown.statusCode).toBe(400);
    await platform.db.query(`update bonus_game_prizes set is_active = false where game = 'memory'`);
    try {
      const closed = await post(platform.app, payer.cookie, '/web-api/bonus-games/memory/plays');
      expect([closed.statusCode, closed.json().error.code]).toEqual([404, 'bonus_game_closed']);
    } finally {
      await platform.db.query(`update bonus_game_prizes set is_active = true where game = 'memory'`);
    }
    const visitor = await post(platform.app, null, '/web-api/bonus-games/fortuna/plays');
    expect(visitor.statusCode).toBe(401);
  });
});
