import { houseRoundAnswerSchema, houseSessionAnswerSchema } from '@betfront/contract/casino-house';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { balanceOf, bettingTestAppOfFile, createBettor } from '../betting/betting-test-helpers';
import { errorCode, launchToken } from '../casino/wallet/wallet-test-helpers';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';
import { HOUSE_API_PREFIX } from './house-provider';

const testApp = bettingTestAppOfFile();
const SLOT = '101';
const CRASH = '102';
const PLINKO = '105';
const BLACKJACK = '106';

async function openSession(app: FastifyInstance, token: string) {
  const response = await app.inject({ method: 'POST', url: `${HOUSE_API_PREFIX}/sessions`, payload: { token } });
  if (response.statusCode !== 200) throw new Error(`Opening failed: ${response.body}`);
  return houseSessionAnswerSchema.parse(response.json());
}

const play = (app: FastifyInstance, sessionId: string, payload: object) =>
  app.inject({ method: 'POST', url: `${HOUSE_API_PREFIX}/sessions/${sessionId}/rounds`, payload });
const act = (app: FastifyInstance, sessionId: string, action: string) =>
  app.inject({ method: 'POST', url: `${HOUSE_API_PREFIX}/sessions/${sessionId}/actions`, payload: { action } });

describe('the house’s game API', () => {
  it('plays demo rounds with play money, writing no round and no ledger entry', async () => {
    const { app, db } = testApp;
    const session = await openSession(app, await launchToken(app, null, { gameId: SLOT, mode: 'demo' }));
    expect(session).toMatchObject({ mode: 'demo', balance: '1000.00', currencyIso: 'FUN', game: { engine: 'slot' } });
    const [entriesBefore] = await db.query<{ n: number }>('select count(*)::int as n from ledger_entries');
    let balance = 1000_00;
    for (let i = 0; i < 5; i += 1) {
      const round = houseRoundAnswerSchema.parse((await play(app, session.sessionId, { stake: '2.00' })).json());
      balance = balance - 200 + Math.round(Number(round.win) * 100);
      expect(Math.round(Number(round.balance) * 100)).toBe(balance);
    }
    const [entriesAfter] = await db.query<{ n: number }>('select count(*)::int as n from ledger_entries');
    expect(entriesAfter?.n).toBe(entriesBefore?.n);
    const [rounds] = await db.query<{ n: number }>(`select count(*)::int as n from casino_rounds where game_id = $1`, [
      SLOT,
    ]);
    expect(rounds?.n).toBe(0);
  });

  it('plays real rounds through the wallet and shows the seed it promised once the round is over', async () => {
    const { app, db } = testApp;
    const { userId, cookie } = await createBettor(db, { balance: '100' });
    const before = await takeMoneySnapshot(db);
    const session = await openSession(app, await launchToken(app, cookie, { gameId: PLINKO, mode: 'real' }));
    let promised = session.fairness.nextServerSeedHash;
    for (let i = 0; i < 4; i += 1) {
      const round = houseRoundAnswerSchema.parse((await play(app, session.sessionId, { stake: '5.00' })).json());
      expect(round.outcome.engine).toBe('plinko');
      const multiplier = round.outcome.engine === 'plinko' ? Number(round.outcome.multiplier) : 0;
      expect(round.win).toBe((Math.floor(500 * multiplier) / 100).toFixed(2));
      expect(
        createHash('sha256')
          .update(round.fairness.serverSeed ?? '')
          .digest('hex'),
      ).toBe(promised);
      promised = round.fairness.nextServerSeedHash;
      expect(round.balance).toBe(await balanceOf(db, userId));
    }
    const rounds = await db.query<{ stake: string; status: string }>(
      'select stake::text, status from casino_rounds where user_id = $1',
      [userId],
    );
    expect(rounds).toEqual(Array.from({ length: 4 }, () => ({ stake: '5.00', status: 'closed' })));
    await expectMoneyConsistent(db, before);
  });

  it('refuses a stake out of range, a bad target and a bet the balance does not cover, moving nothing', async () => {
    const { app, db } = testApp;
    const { userId, cookie } = await createBettor(db, { balance: '3' });
    const session = await openSession(app, await launchToken(app, cookie, { gameId: CRASH, mode: 'real' }));
    const refusals = [
      await play(app, session.sessionId, { stake: '500.00', target: '2.00' }),
      await play(app, session.sessionId, { stake: '1.00', target: '1.00' }),
      await play(app, session.sessionId, { stake: '4.00', target: '2.00' }),
    ];
    expect(refusals.map((response) => [response.statusCode, errorCode(response)])).toEqual([
      [400, 'stake_out_of_range'],
      [400, 'invalid_target'],
      [409, 'insufficient_funds'],
    ]);
    expect(await balanceOf(db, userId)).toBe('3.00');
  });

  it('deals blackjack, takes the double as a second stake, and pays the hand once it ends', async () => {
    const { app, db } = testApp;
    const { userId, cookie } = await createBettor(db, { balance: '100' });
    const before = await takeMoneySnapshot(db);
    const session = await openSession(app, await launchToken(app, cookie, { gameId: BLACKJACK, mode: 'real' }));
    let hands = 0;
    while (hands < 6) {
      let round = houseRoundAnswerSchema.parse((await play(app, session.sessionId, { stake: '2.00' })).json());
      if (!round.isOver) {
        expect(round.fairness.serverSeed).toBeNull();
        const again = await play(app, session.sessionId, { stake: '2.00' });
        expect([again.statusCode, errorCode(again)]).toEqual([409, 'round_in_progress']);
        round = houseRoundAnswerSchema.parse(
          (await act(app, session.sessionId, hands % 2 ? 'stand' : 'double')).json(),
        );
      }
      expect(round.isOver).toBe(true);
      expect(round.fairness.serverSeed).not.toBeNull();
      expect(round.balance).toBe(await balanceOf(db, userId));
      hands += 1;
    }
    const late = await act(app, session.sessionId, 'hit');
    expect([late.statusCode, errorCode(late)]).toEqual([409, 'no_hand_in_play']);
    const open = await db.query(`select id from casino_rounds where user_id = $1 and status <> 'closed'`, [userId]);
    expect(open).toEqual([]);
    await expectMoneyConsistent(db, before);
  });

  it('refuses a session with a used or unknown token', async () => {
    const { app } = testApp;
    const token = await launchToken(app, null, { gameId: SLOT, mode: 'demo' });
    await openSession(app, token);
    const again = await app.inject({ method: 'POST', url: `${HOUSE_API_PREFIX}/sessions`, payload: { token } });
    expect([again.statusCode, errorCode(again)]).toEqual([401, 'token_used']);
    const unknown = await app.inject({
      method: 'POST',
      url: `${HOUSE_API_PREFIX}/sessions`,
      payload: { token: 'x'.repeat(43) },
    });
    expect([unknown.statusCode, errorCode(unknown)]).toEqual([401, 'token_invalid']);
  });
});

describe('a blackjack hand left in play', () => {
  it('comes back when the player opens the game again, and is paid once it ends', async () => {
    const { app, db } = testApp;
    const { userId, cookie } = await createBettor(db, { balance: '100' });
    const before = await takeMoneySnapshot(db);
    let left = null;
    for (let tries = 0; tries < 20 && left === null; tries += 1) {
      const session = await openSession(app, await launchToken(app, cookie, { gameId: BLACKJACK, mode: 'real' }));
      const round = houseRoundAnswerSchema.parse((await play(app, session.sessionId, { stake: '1.00' })).json());
      if (!round.isOver) left = round;
    }
    if (left === null) throw new Error('20 hands all ended at the deal');
    const reopened = await openSession(app, await launchToken(app, cookie, { gameId: BLACKJACK, mode: 'real' }));
    expect(reopened.pending).toMatchObject({ roundId: left.roundId, stake: '1.00', hand: { multiplier: null } });
    const ended = houseRoundAnswerSchema.parse((await act(app, reopened.sessionId, 'stand')).json());
    expect(ended).toMatchObject({ roundId: left.roundId, isOver: true });
    expect(ended.balance).toBe(await balanceOf(db, userId));
    const open = await db.query(`select id from casino_rounds where user_id = $1 and status <> 'closed'`, [userId]);
    expect(open).toEqual([]);
    await expectMoneyConsistent(db, before);
  });
});
