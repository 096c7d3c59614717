import { betLimitsAnswerSchema } from '@betfront/contract/bets';
import {
  bonusGameAnswerSchema,
  bonusGamePlayAnswerSchema,
  promoHistoryAnswerSchema,
  promoRedemptionAnswerSchema,
} from '@betfront/contract/bonuses';
import { describe, expect, it } from 'vitest';
import { balanceOf, paymentsAppOfFile } from '../payments/payments-test-helpers';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';
import { admin, createChooser, post } from './bonus-test-helpers';

const platform = paymentsAppOfFile();

async function availablePrepaidOf(cookie: string) {
  const response = await platform.app.inject({ url: '/web-api/bets/limits', headers: { cookie } });
  return betLimitsAnswerSchema.parse(response.json()).availablePrepaidAmount;
}

const freeBetGrants = (userId: number) =>
  platform.db.query<{ amount: string }>(
    `select g.amount::text as amount from prepaid_grants g join ledger_entries e on e.reference = 'prepaid-grant:' || g.id
     where g.user_id = $1 and g.source = 'promotion'`,
    [userId],
  );

describe('a free bet prize of the fortuna wheel', () => {
  it('is in the prize table at 5 %, named in the player language', async () => {
    const payer = await createChooser(platform.db, 0);
    const read = async (lng: string) =>
      bonusGameAnswerSchema
        .parse(
          (
            await platform.app.inject({
              url: `/web-api/bonus-games/fortuna?lng=${lng}`,
              headers: { cookie: payer.cookie },
            })
          ).json(),
        )
        .prizes.find((prize) => prize.kind === 'free_bet');
    expect(await read('en')).toMatchObject({ label: 'Free bet 100', amount: '100.00', chance: '5.00' });
    expect(await read('ru')).toMatchObject({ label: 'Фрибет 100', amount: '100.00', chance: '5.00' });
  });

  it('grants the free bet the coupon can stake once for a play, a replay paying nothing', async () => {
    const { db, app } = platform;
    const payer = await createChooser(db, 0);
    const before = await takeMoneySnapshot(db);
    await db.query(`update bonus_game_prizes set is_active = (kind = 'free_bet') where game = 'fortuna'`);
    try {
      const spins = await Promise.all([
        post(app, payer.cookie, '/web-api/bonus-games/fortuna/plays?lng=en'),
        post(app, payer.cookie, '/web-api/bonus-games/fortuna/plays?lng=en'),
      ]);
      expect(spins.map((spin) => spin.statusCode).sort()).toEqual([201, 409]);
      const play = bonusGamePlayAnswerSchema.parse(spins.find((spin) => spin.statusCode === 201)?.json());
      expect(play).toMatchObject({ prize: { kind: 'free_bet', amount: '100.00' }, bonusId: null });
      const replay = await post(app, payer.cookie, '/web-api/bonus-games/fortuna/plays?lng=en');
      expect([replay.statusCode, replay.json().error.code]).toEqual([409, 'bonus_game_played_today']);

      expect(await availablePrepaidOf(payer.cookie)).toBe('100.00');
      expect(await balanceOf(db, payer.bonusAccountId)).toBe('0.00');
      expect(await freeBetGrants(payer.userId)).toEqual([{ amount: '100.00' }]);
      const [recorded] = await db.query<{ granted: boolean }>(
        'select prepaid_grant_id is not null as granted from bonus_game_plays where user_id = $1',
        [payer.userId],
      );
      expect(recorded?.granted).toBe(true);
      await expectMoneyConsistent(db, before);
    } finally {
      await db.query(`update bonus_game_prizes set is_active = true where game = 'fortuna'`);
    }
  });

  it('keeps a free bet prize to amounts without wagering', async () => {
    const { db } = platform;
    await expect(
      db.query(
        `insert into bonus_game_prizes (game, label_ru, label_en, kind, amounts, wager_multiplier, weight, position)
         values ('chest', 'Фрибет', 'Free bet', 'free_bet', '{"RUB": "50"}', 3, 1, 90)`,
      ),
    ).rejects.toThrow(/bonus_game_prizes_kind_wager_check/);
    await expect(
      db.query(
        `insert into bonus_game_prizes (game, label_ru, label_en, kind, amounts, wager_multiplier, weight, position)
         values ('chest', 'Фрибет', 'Free bet', 'free_bet', null, null, 1, 90)`,
      ),
    ).rejects.toThrow(/bonus_game_prizes_kind_amounts_check/);
  });
});

describe('a free bet promo code', () => {
  it('grants its free bet once: a second activation is refused by name and pays nothing', async () => {
    const { db, app } = platform;
    const payer = await createChooser(db, 0);
    const before = await takeMoneySnapshot(db);
    const [first, second] = await Promise.all([
      post(app, payer.cookie, '/web-api/bonuses/promo-codes', { code: 'freebet100', lng: 'en' }),
      post(app, payer.cookie, '/web-api/bonuses/promo-codes', { code: 'FREEBET100', lng: 'en' }),
    ]);
    const answers = [first, second].sort((a, b) => a.statusCode - b.statusCode);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 409]);
    expect(answers[1]?.json().error.code).toBe('promo_code_used');
    const redeemed = promoRedemptionAnswerSchema.parse(answers[0]?.json());
    expect(redeemed).toMatchObject({
      redemption: { code: 'FREEBET100', kind: 'free_bet', title: 'Free bet 100', bonusId: null, amount: '100.00' },
      bonus: null,
    });
    expect(redeemed.redemption.currencyIso).toBe('RUB');

    expect(await availablePrepaidOf(payer.cookie)).toBe('100.00');
    expect(await balanceOf(db, payer.bonusAccountId)).toBe('0.00');
    expect(await freeBetGrants(payer.userId)).toEqual([{ amount: '100.00' }]);
    const history = await app.inject({ url: '/web-api/bonuses/promo-codes?lng=ru', headers: { cookie: payer.cookie } });
    expect(promoHistoryAnswerSchema.parse(history.json()).redemptions).toMatchObject([
      { code: 'FREEBET100', kind: 'free_bet', title: 'Фрибет 100', amount: '100.00' },
    ]);
    await expectMoneyConsistent(db, before);
  });

  it('is created by the operator with its amounts, and pays in the player currency', async () => {
    const { db, app } = platform;
    await expect(
      admin(db, 'bonusPromoCreate', { code: 'NOAMOUNTS', kind: 'free_bet', titleRu: 'Ф', titleEn: 'F', days: 5 }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await admin(db, 'bonusPromoCreate', {
      code: 'FREEBET50',
      kind: 'free_bet',
      titleRu: 'Фрибет 50',
      titleEn: 'Free bet 50',
      amounts: { RUB: '50', USD: '1' },
      days: 5,
    });
    const payer = await createChooser(db, 0);
    const redeemed = await post(app, payer.cookie, '/web-api/bonuses/promo-codes', { code: 'FREEBET50', lng: 'ru' });
    expect(redeemed.statusCode).toBe(201);
    expect(await availablePrepaidOf(payer.cookie)).toBe('50.00');
  });
});
