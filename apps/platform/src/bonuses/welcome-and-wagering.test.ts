import { bonusesAnswerSchema } from '@betfront/contract/bonuses';
import { describe, expect, it } from 'vitest';
import { creditBonusOnDeposit } from './deposit-bonus';
import { playSlotRound } from '../casino/wallet/wallet-test-helpers';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';
import {
  balanceOf,
  completeDeposit,
  paymentBody,
  paymentsAppOfFile,
  postWithdrawal,
} from '../payments/payments-test-helpers';
import {
  createChooser,
  placeSingle,
  post,
  publishQuickWelcomeOffer,
  readRunningBonus,
  settleHomeWin,
} from './bonus-test-helpers';
import { beforeAll } from 'vitest';

const platform = paymentsAppOfFile();
beforeAll(async () => publishQuickWelcomeOffer(platform.db));

async function readBonuses(cookie: string) {
  const response = await platform.app.inject({ url: '/web-api/bonuses?lng=en', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return bonusesAnswerSchema.parse(response.json());
}

describe('the welcome bonus of the registration choice', () => {
  it('credits the sport bonus on the first deposit only, once, to the bonus account', async () => {
    const { db, app } = platform;
    const payer = await createChooser(db, 1);
    const before = await takeMoneySnapshot(db);
    expect((await readBonuses(payer.cookie)).welcome.offer?.code).toBe('quick-sport');
    const paymentId = await completeDeposit(app, db, payer.cookie, '600');
    const bonus = await readRunningBonus(db, payer.userId);
    expect(bonus).toMatchObject({ status: 'wagering', amount: '600.00', wagerRequired: '600.00', wagerDone: '0.00' });
    expect(await balanceOf(db, payer.bonusAccountId)).toBe('600.00');

    // The same completion applied again credits nothing more.
    const again = await db.transaction((tx) =>
      creditBonusOnDeposit(tx, { id: paymentId, userId: payer.userId, netAmount: '600.00', currencyIso: 'RUB' }),
    );
    expect(again).toBeNull();
    await completeDeposit(app, db, payer.cookie, '700');
    expect(await balanceOf(db, payer.bonusAccountId)).toBe('600.00');
    const answer = await readBonuses(payer.cookie);
    expect(answer.welcome.offer).toBeNull();
    expect(answer.bonuses).toHaveLength(1);
    expect(answer.bonuses[0]).toMatchObject({ source: 'welcome', title: 'Quick bonus', wagerRemaining: '600.00' });
    await expectMoneyConsistent(db, before);
  });

  it('credits the casino welcome offer to a player who chose it: 100 % of the first deposit, wagered 35 times in 14 days', async () => {
    const { db, app } = platform;
    const payer = await createChooser(db, 2);
    const before = await takeMoneySnapshot(db);
    expect((await readBonuses(payer.cookie)).welcome.offer?.code).toBe('welcome-casino');
    await completeDeposit(app, db, payer.cookie, '800');
    const bonus = await readRunningBonus(db, payer.userId);
    expect(bonus).toMatchObject({ status: 'wagering', amount: '800.00', wagerRequired: '28000.00', wagerDone: '0.00' });
    expect(await balanceOf(db, payer.bonusAccountId)).toBe('800.00');
    const [terms] = await db.query<{ kind: string; days: number }>(
      `select o.kind, round(extract(epoch from b.expires_at - b.credited_at) / 86400)::int as days
       from player_bonuses b join bonus_offers o on o.id = b.offer_id where b.id = $1`,
      [bonus?.id],
    );
    expect(terms).toEqual({ kind: 'welcome_casino', days: 14 });

    // Casino rounds wager it, unlike the sport welcome bonus.
    await playSlotRound(app, payer.cookie, { id: `welcome-casino-${payer.userId}`, stake: '100.00', win: '0.00' });
    expect((await readRunningBonus(db, payer.userId))?.wagerDone).toBe('100.00');

    await completeDeposit(app, db, payer.cookie, '900');
    expect(await balanceOf(db, payer.bonusAccountId)).toBe('800.00');
    const answer = await readBonuses(payer.cookie);
    expect(answer.welcome.offer).toBeNull();
    expect(answer.bonuses).toHaveLength(1);
    expect(answer.bonuses[0]).toMatchObject({
      source: 'welcome',
      title: 'Welcome casino bonus',
      wagerRemaining: '27900.00',
    });
    await expectMoneyConsistent(db, before);
  });

  it('credits nothing to a player who declined, and caps the bonus at the offer cap', async () => {
    const { db, app } = platform;
    const decliner = await createChooser(db, 0);
    const big = await createChooser(db, 1);
    const before = await takeMoneySnapshot(db);
    await completeDeposit(app, db, decliner.cookie, '600');
    await completeDeposit(app, db, big.cookie, '5000');
    expect(await readRunningBonus(db, decliner.userId)).toBeNull();
    expect(await readRunningBonus(db, big.userId)).toMatchObject({ amount: '1000.00', wagerRequired: '1000.00' });
    await expectMoneyConsistent(db, before);
  });
});

describe('wagering from settled bets', () => {
  it('counts qualifying settled coupons, skips low odds, and releases the bonus money when met', async () => {
    const { db, app } = platform;
    const payer = await createChooser(db, 1);
    const before = await takeMoneySnapshot(db);
    await completeDeposit(app, db, payer.cookie, '600');
    const bonus = await readRunningBonus(db, payer.userId);

    // The favourite's odds are under the minimum: that stake does not count.
    const low = await placeSingle(app, payer.cookie, db, { amount: '100', side: '1' });
    const lowCoef = Number(low.coupon.coef);
    await settleHomeWin(db, low.gameId);
    const afterLow = await readRunningBonus(db, payer.userId);
    expect(afterLow?.wagerDone).toBe(lowCoef >= 1.5 ? '100.00' : '0.00');

    const first = await placeSingle(app, payer.cookie, db, { amount: '300', side: '2' });
    expect(Number(first.coupon.coef)).toBeGreaterThanOrEqual(1.5);
    await settleHomeWin(db, first.gameId);
    const progressed = await readRunningBonus(db, payer.userId);
    expect(Number(progressed?.wagerDone)).toBe(Number(afterLow?.wagerDone) + 300);
    expect(progressed?.status).toBe('wagering');

    const rest = await placeSingle(app, payer.cookie, db, { amount: '300', side: '2' });
    const mainBefore = await balanceOf(db, payer.accountId);
    await settleHomeWin(db, rest.gameId);
    const released = await readRunningBonus(db, payer.userId);
    expect(released?.status).toBe('released');
    expect(await balanceOf(db, payer.bonusAccountId)).toBe('0.00');
    expect(Number(await balanceOf(db, payer.accountId))).toBe(Number(mainBefore) + 600);
    const entries = await db.query('select kind from ledger_entries where reference = $1', [`bonus:${bonus?.id}`]);
    expect(entries).toEqual([{ kind: 'bonus_release' }]);
    await expectMoneyConsistent(db, before);
  });

  it('refuses a withdrawal while the bonus is wagered, and lets it through once given up', async () => {
    const { db, app } = platform;
    const payer = await createChooser(db, 1);
    const before = await takeMoneySnapshot(db);
    await completeDeposit(app, db, payer.cookie, '600');
    const refused = await postWithdrawal(app, payer.cookie, paymentBody({ amount: '300' }));
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'bonus_wagering']);
    expect(
      await db.query(`select id from payments where user_id = $1 and direction = 'withdrawal'`, [payer.userId]),
    ).toEqual([]);

    const bonus = await readRunningBonus(db, payer.userId);
    const givenUp = await post(app, payer.cookie, `/web-api/bonuses/${bonus?.id}/forfeit?lng=en`);
    expect(givenUp.statusCode).toBe(200);
    expect(givenUp.json().bonus).toMatchObject({ status: 'forfeited', settledAmount: '600.00' });
    expect(await balanceOf(db, payer.bonusAccountId)).toBe('0.00');
    const again = await post(app, payer.cookie, `/web-api/bonuses/${bonus?.id}/forfeit`);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'bonus_ended']);
    const allowed = await postWithdrawal(app, payer.cookie, paymentBody({ amount: '300' }));
    expect(allowed.statusCode).toBe(201);
    await expectMoneyConsistent(db, before);
  });

  it('refuses bad bonus calls by name', async () => {
    const { db, app } = platform;
    const payer = await createChooser(db, 1);
    const other = await createChooser(db, 1);
    await completeDeposit(app, db, other.cookie, '600');
    const othersBonus = await readRunningBonus(db, other.userId);
    const cases = [
      [null, '/web-api/bonuses/1/forfeit', 401, 'not_logged_in'],
      [payer.cookie, '/web-api/bonuses/abc/forfeit', 400, 'invalid_request'],
      [payer.cookie, `/web-api/bonuses/${othersBonus?.id}/forfeit`, 404, 'bonus_not_found'],
      [payer.cookie, '/web-api/bonuses/offers/0/take', 400, 'invalid_request'],
      [payer.cookie, '/web-api/bonuses/offers/999999/take', 404, 'bonus_offer_not_found'],
    ] as const;
    for (const [cookie, url, status, code] of cases) {
      const response = await post(app, cookie, url);
      expect([url, response.statusCode, response.json().error.code]).toEqual([url, status, code]);
    }
    const badLanguage = await app.inject({ url: '/web-api/bonuses?lng=english', headers: { cookie: payer.cookie } });
    expect(badLanguage.statusCode).toBe(400);
    expect(await readRunningBonus(db, other.userId)).toMatchObject({ status: 'wagering' });
  });
});
