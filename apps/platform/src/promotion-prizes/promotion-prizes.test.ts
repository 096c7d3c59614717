import { bettingAwardsAnswerSchema, huntingAnswerSchema } from '@betfront/contract/bonus-promotions';
import { describe, expect, it } from 'vitest';
import { finishFootballGame } from '../betting/betting-test-helpers';
import { settleFinishedGames } from '../betting/settle-finished-games';
import { createChooser, placeSingle, post, settleHomeWin } from '../bonuses/bonus-test-helpers';
import { balanceOf, paymentsAppOfFile } from '../payments/payments-test-helpers';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';

const platform = paymentsAppOfFile();

const get = (url: string, cookie: string | null) => platform.app.inject({ url, headers: cookie ? { cookie } : {} });

type Player = Awaited<ReturnType<typeof createChooser>>;

/** A single that wins: on the home side (short odds) or the away side (long odds, a catch). */
async function winSingle(player: Player, side: '1' | '2') {
  const { db, app } = platform;
  const { coupon, gameId } = await placeSingle(app, player.cookie, db, { amount: '100', side });
  if (side === '1') {
    await settleHomeWin(db, gameId);
  } else {
    await finishFootballGame(db, gameId, [
      { home: 0, away: 1 },
      { home: 0, away: 1 },
    ]);
    await settleFinishedGames(db);
  }
  return coupon;
}

async function loseSingle(player: Player) {
  const { coupon, gameId } = await placeSingle(platform.app, player.cookie, platform.db, { amount: '100', side: '2' });
  await settleHomeWin(platform.db, gameId);
  return coupon;
}

const errorOf = (response: { statusCode: number; json(): { error: { code: string } } }) => [
  response.statusCode,
  response.json().error.code,
];

describe('betting awards', () => {
  it('shows the awards to a visitor without progress, and to a player with their settled coupons', async () => {
    const visitor = bettingAwardsAnswerSchema.parse((await get('/web-api/betting-awards?lng=en', null)).json());
    expect(visitor.awards.map((award) => award.code)).toContain('first-win');
    expect(visitor.awards.every((award) => award.progress === null && !award.isEarned)).toBe(true);

    const player = await createChooser(platform.db, 0, '1000');
    await winSingle(player, '1');
    await loseSingle(player);
    await winSingle(player, '1');
    await winSingle(player, '1');
    const answer = bettingAwardsAnswerSchema.parse((await get('/web-api/betting-awards?lng=ru', player.cookie)).json());
    const byCode = new Map(answer.awards.map((award) => [award.code, award]));
    expect(byCode.get('first-win')).toMatchObject({ progress: '3.00', isEarned: true, title: 'Первый выигрыш' });
    expect(byCode.get('ten-settled')).toMatchObject({ progress: '4.00', isEarned: false });
    expect(byCode.get('streak-3')).toMatchObject({ progress: '2.00', isEarned: false });
    expect(byCode.get('first-win')?.prize).toMatchObject({ amount: '100.00', currencyIso: 'RUB' });
  });

  it('pays an earned award once through the ledger, and refuses a second claim by name', async () => {
    const { db, app } = platform;
    const player = await createChooser(db, 0, '1000');
    const notYet = await post(app, player.cookie, '/web-api/betting-awards/first-win/claims');
    expect(errorOf(notYet)).toEqual([409, 'award_not_earned']);
    await winSingle(player, '1');
    const before = await takeMoneySnapshot(db);
    const claims = await Promise.all([
      post(app, player.cookie, '/web-api/betting-awards/first-win/claims?lng=en'),
      post(app, player.cookie, '/web-api/betting-awards/first-win/claims?lng=en'),
    ]);
    expect(claims.map((claim) => claim.statusCode).sort()).toEqual([201, 409]);
    const refused = claims.find((claim) => claim.statusCode === 409);
    expect(refused && errorOf(refused)).toEqual([409, 'award_claimed']);
    expect(claims.find((claim) => claim.statusCode === 201)?.json().award).toMatchObject({
      code: 'first-win',
      claimedAt: expect.any(String),
    });
    expect(await balanceOf(db, player.bonusAccountId)).toBe('100.00');
    const credits = await db.query(`select id from ledger_entries where kind = 'bonus_credit' and reference = $1`, [
      `award:first-win:${player.userId}`,
    ]);
    expect(credits).toHaveLength(1);
    await expectMoneyConsistent(db, before);
  });

  it('names an unknown award, a malformed code, a visitor and a banned player, and writes nothing', async () => {
    const { db, app } = platform;
    const player = await createChooser(db, 0, '1000');
    await winSingle(player, '1');
    expect(errorOf(await post(app, player.cookie, '/web-api/betting-awards/no-such-award/claims'))).toEqual([
      404,
      'award_unknown',
    ]);
    expect(errorOf(await post(app, player.cookie, '/web-api/betting-awards/BAD%20CODE/claims'))).toEqual([
      400,
      'invalid_request',
    ]);
    expect((await post(app, null, '/web-api/betting-awards/first-win/claims')).statusCode).toBe(401);
    await db.query('update users set ban_level = 10 where id = $1', [player.userId]);
    expect(errorOf(await post(app, player.cookie, '/web-api/betting-awards/first-win/claims'))).toEqual([
      403,
      'player_banned',
    ]);
    expect(await db.query('select 1 from betting_award_claims where user_id = $1', [player.userId])).toEqual([]);
    expect(await balanceOf(db, player.bonusAccountId)).toBe('0.00');
  });
});

describe('hunting and fishing', () => {
  it("counts the week's catches, ranks the players and pays a reached tier once", async () => {
    const { db, app } = platform;
    const player = await createChooser(db, 0, '1000');
    const caught = await winSingle(player, '2');
    expect(Number(caught.coef)).toBeGreaterThanOrEqual(1.8);
    const other = await winSingle(player, '1');
    await loseSingle(player);
    const catches = [caught, other].filter((coupon) => Number(coupon.coef) >= 1.8).length;
    const season = huntingAnswerSchema.parse((await get('/web-api/hunting-and-fishing?lng=en', player.cookie)).json());
    expect(season.me).toMatchObject({ catches, rank: expect.any(Number) });
    const mine = season.leaders.find((leader) => leader.isMe);
    expect(mine).toMatchObject({ catches, name: expect.stringMatching(/^pa\*{3}/) });
    expect(season.tiers[0]).toMatchObject({ tier: 1, catches: 1, claimedAt: null, prize: { amount: '100.00' } });

    const before = await takeMoneySnapshot(db);
    const claims = await Promise.all([
      post(app, player.cookie, '/web-api/hunting-and-fishing/claims?lng=en', { tier: 1 }),
      post(app, player.cookie, '/web-api/hunting-and-fishing/claims?lng=en', { tier: 1 }),
    ]);
    expect(claims.map((claim) => claim.statusCode).sort()).toEqual([201, 409]);
    const refused = claims.find((claim) => claim.statusCode === 409);
    expect(refused && errorOf(refused)).toEqual([409, 'hunting_tier_claimed']);
    const paid = huntingAnswerSchema.parse(claims.find((claim) => claim.statusCode === 201)?.json().hunting);
    expect(paid.tiers[0]?.claimedAt).not.toBeNull();
    expect(await balanceOf(db, player.bonusAccountId)).toBe('100.00');
    await expectMoneyConsistent(db, before);
  });

  it('names a tier not reached, an unknown tier and a malformed body, and writes nothing', async () => {
    const { db, app } = platform;
    const player = await createChooser(db, 0, '1000');
    const claim = (body: object) => post(app, player.cookie, '/web-api/hunting-and-fishing/claims', body);
    expect(errorOf(await claim({ tier: 1 }))).toEqual([409, 'hunting_tier_not_reached']);
    expect(errorOf(await claim({ tier: 9 }))).toEqual([404, 'hunting_tier_unknown']);
    expect(errorOf(await claim({ tier: 'one' }))).toEqual([400, 'invalid_request']);
    expect(errorOf(await claim({}))).toEqual([400, 'invalid_request']);
    expect((await post(app, null, '/web-api/hunting-and-fishing/claims', { tier: 1 })).statusCode).toBe(401);
    expect(await db.query('select 1 from hunting_claims where user_id = $1', [player.userId])).toEqual([]);
    expect(await balanceOf(db, player.bonusAccountId)).toBe('0.00');
  });
});
