import { houseRoundAnswerSchema, houseSessionAnswerSchema } from '@betfront/contract/casino-house';
import type { HouseRoundAnswer } from '@betfront/contract/casino-house';
import type { FastifyInstance } from 'fastify';
import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { balanceOf, bettingTestAppOfFile, createBettor } from '../../betting/betting-test-helpers';
import { errorCode, houseSecret, launchToken } from '../../casino/wallet/wallet-test-helpers';
import { createWalletClient } from '../../casino/wallet-contract/wallet-client';
import type { Database } from '../../db/database';
import { expectMoneyConsistent, takeMoneySnapshot } from '../../testing/money-consistency';
import { secondsToReach } from '../engines/crash';
import { HOUSE_API_PREFIX, HOUSE_PROVIDER_ID } from '../house-provider';
import { sweepFlights } from './flight-sweep';

const testApp = bettingTestAppOfFile();
const CRASH = '102';

async function openSession(app: FastifyInstance, token: string) {
  const response = await app.inject({ method: 'POST', url: `${HOUSE_API_PREFIX}/sessions`, payload: { token } });
  if (response.statusCode !== 200) throw new Error(`Opening failed: ${response.body}`);
  return houseSessionAnswerSchema.parse(response.json());
}

async function takeOff(app: FastifyInstance, sessionId: string, payload: object): Promise<HouseRoundAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: `${HOUSE_API_PREFIX}/sessions/${sessionId}/rounds`,
    payload,
  });
  if (response.statusCode !== 200) throw new Error(`The bet failed: ${response.body}`);
  return houseRoundAnswerSchema.parse(response.json());
}

const cashOut = (app: FastifyInstance, sessionId: string, roundId: string) =>
  app.inject({ method: 'POST', url: `${HOUSE_API_PREFIX}/sessions/${sessionId}/cash-out`, payload: { roundId } });
const watch = (app: FastifyInstance, sessionId: string, roundId: string) =>
  app.inject({ method: 'GET', url: `${HOUSE_API_PREFIX}/sessions/${sessionId}/flights/${roundId}` });

const crashOf = async (db: Database, roundId: string) =>
  (
    await db.query<{ crash: number }>(
      'select crash_hundredths as crash from casino_house_flights where round_id = $1',
      [roundId],
    )
  )[0]?.crash ?? 0;

/** Puts the flight `seconds` into the air by the database's clock (negative: not yet climbing). */
const flownFor = (db: Database, roundId: string, seconds: number) =>
  db.query(
    'update casino_house_flights set started_at = clock_timestamp() - make_interval(secs => $2) where round_id = $1',
    [roundId, seconds],
  );

/** Flights until one whose crash point is at least `least`; the others are flown to their crash. */
async function flightReaching(app: FastifyInstance, db: Database, sessionId: string, least: number, body = {}) {
  for (let tries = 0; tries < 30; tries += 1) {
    const flight = await takeOff(app, sessionId, { stake: '5.00', ...body });
    const crash = await crashOf(db, flight.roundId);
    if (crash >= least) return { flight, crash };
    await flownFor(db, flight.roundId, 200);
    expect((await watch(app, sessionId, flight.roundId)).json()).toMatchObject({ isOver: true, win: '0.00' });
  }
  throw new Error(`30 flights all crashed below ${least / 100}×`);
}

const ledgerEntries = async (db: Database, userId: number) =>
  (await db.query<{ n: number }>('select count(*)::int as n from ledger_entries where user_id = $1', [userId]))[0]?.n;

describe('the crash game’s flight', () => {
  it('takes the stake, hides the crash point while flying, and pays the multiplier reached at the cash-out', async () => {
    const { app, db } = testApp;
    const { userId, cookie } = await createBettor(db, { balance: '200' });
    const before = await takeMoneySnapshot(db);
    const session = await openSession(app, await launchToken(app, cookie, { gameId: CRASH, mode: 'real' }));
    const promised = session.fairness.nextServerSeedHash;
    const first = await takeOff(app, session.sessionId, { stake: '5.00' });
    expect(first).toMatchObject({ isOver: false, win: '0.00', stake: '5.00', balance: '195.00' });
    expect(first.outcome).toMatchObject({ engine: 'crash', crashPoint: null, cashedOutAt: null, autoCashOut: null });
    expect(first.fairness.serverSeed).toBeNull();
    const again = await app.inject({
      method: 'POST',
      url: `${HOUSE_API_PREFIX}/sessions/${session.sessionId}/rounds`,
      payload: { stake: '5.00' },
    });
    expect([again.statusCode, errorCode(again)]).toEqual([409, 'round_in_progress']);
    await flownFor(db, first.roundId, 200);
    await watch(app, session.sessionId, first.roundId);
    const seedOfFirst = createHash('sha256')
      .update(String(await seedOf(db, first.roundId)))
      .digest('hex');
    expect(seedOfFirst).toBe(promised);

    const { flight, crash } = await flightReaching(app, db, session.sessionId, 160);
    await flownFor(db, flight.roundId, secondsToReach(150));
    const cashed = houseRoundAnswerSchema.parse((await cashOut(app, session.sessionId, flight.roundId)).json());
    expect(cashed).toMatchObject({ isOver: true, outcome: { isWin: true, crashPoint: (crash / 100).toFixed(2) } });
    const at = Number(cashed.outcome.engine === 'crash' ? cashed.outcome.cashedOutAt : 0);
    expect(at).toBeGreaterThanOrEqual(1.5);
    expect(at).toBeLessThan(1.53);
    expect(cashed.win).toBe((Math.floor(500 * at) / 100).toFixed(2));
    expect(cashed.balance).toBe(await balanceOf(db, userId));
    const [round] = await db.query<{ stake: string; win: string; status: string }>(
      `select stake::text, win::text, status from casino_rounds where provider_id = $1 and provider_round_id = $2`,
      [HOUSE_PROVIDER_ID, flight.roundId],
    );
    expect(round).toEqual({ stake: '5.00', win: cashed.win, status: 'closed' });
    await expectMoneyConsistent(db, before);
  });

  it('answers a replayed cash-out with the same decision and pays nothing again', async () => {
    const { app, db } = testApp;
    const { userId, cookie } = await createBettor(db, { balance: '100' });
    const before = await takeMoneySnapshot(db);
    const session = await openSession(app, await launchToken(app, cookie, { gameId: CRASH, mode: 'real' }));
    const { flight } = await flightReaching(app, db, session.sessionId, 130);
    await flownFor(db, flight.roundId, secondsToReach(120));
    const first = (await cashOut(app, session.sessionId, flight.roundId)).json();
    const entries = await ledgerEntries(db, userId);
    const balance = await balanceOf(db, userId);
    const replays = await Promise.all([
      cashOut(app, session.sessionId, flight.roundId),
      cashOut(app, session.sessionId, flight.roundId),
      watch(app, session.sessionId, flight.roundId),
    ]);
    for (const replay of replays) {
      expect(replay.statusCode).toBe(200);
      expect(houseRoundAnswerSchema.parse(replay.json())).toMatchObject({ win: first.win, outcome: first.outcome });
    }
    expect(await ledgerEntries(db, userId)).toBe(entries);
    expect(await balanceOf(db, userId)).toBe(balance);
    await expectMoneyConsistent(db, before);
  });

  it('loses a cash-out that arrives after the crash point', async () => {
    const { app, db } = testApp;
    const { userId, cookie } = await createBettor(db, { balance: '100' });
    const before = await takeMoneySnapshot(db);
    const session = await openSession(app, await launchToken(app, cookie, { gameId: CRASH, mode: 'real' }));
    const flight = await takeOff(app, session.sessionId, { stake: '5.00' });
    const crash = await crashOf(db, flight.roundId);
    await flownFor(db, flight.roundId, secondsToReach(crash + 1) + 0.05);
    const late = houseRoundAnswerSchema.parse((await cashOut(app, session.sessionId, flight.roundId)).json());
    expect(late).toMatchObject({
      isOver: true,
      win: '0.00',
      balance: '95.00',
      outcome: { isWin: false, cashedOutAt: null, crashPoint: (crash / 100).toFixed(2) },
    });
    expect(await balanceOf(db, userId)).toBe('95.00');
    const [round] = await db.query<{ status: string }>(
      'select status from casino_rounds where provider_round_id = $1',
      [flight.roundId],
    );
    expect(round?.status).toBe('closed');
    await expectMoneyConsistent(db, before);
  });

  it('refuses bad cash-outs by name, moving nothing', async () => {
    const { app, db } = testApp;
    const { userId, cookie } = await createBettor(db, { balance: '100' });
    const other = await createBettor(db, { balance: '100' });
    const session = await openSession(app, await launchToken(app, cookie, { gameId: CRASH, mode: 'real' }));
    const stranger = await openSession(app, await launchToken(app, other.cookie, { gameId: CRASH, mode: 'real' }));
    const flight = await takeOff(app, session.sessionId, { stake: '5.00' });
    await flownFor(db, flight.roundId, -5);
    const refusals = [
      await cashOut(app, session.sessionId, flight.roundId),
      await cashOut(app, session.sessionId, randomUUID()),
      await cashOut(app, stranger.sessionId, flight.roundId),
      await cashOut(app, session.sessionId, 'not-a-round'),
      await cashOut(app, 'x'.repeat(32), flight.roundId),
      await app.inject({
        method: 'POST',
        url: `${HOUSE_API_PREFIX}/sessions/${session.sessionId}/rounds`,
        payload: { stake: '1.00', target: '1.00' },
      }),
    ];
    expect(refusals.map((response) => [response.statusCode, errorCode(response)])).toEqual([
      [409, 'cash_out_too_early'],
      [404, 'flight_not_found'],
      [404, 'flight_not_found'],
      [400, 'invalid_request'],
      [401, 'session_not_found'],
      [400, 'invalid_target'],
    ]);
    expect(await balanceOf(db, userId)).toBe('95.00');
    expect(await balanceOf(db, other.userId)).toBe('100.00');
    const [decided] = await db.query<{ n: number }>(
      'select count(*)::int as n from casino_house_flights where round_id = $1 and decided_at is not null',
      [flight.roundId],
    );
    expect(decided?.n).toBe(0);
  });

  it('takes the player off at the automatic cash-out when the flight reaches it', async () => {
    const { app, db } = testApp;
    const { userId, cookie } = await createBettor(db, { balance: '300' });
    const before = await takeMoneySnapshot(db);
    const session = await openSession(app, await launchToken(app, cookie, { gameId: CRASH, mode: 'real' }));
    const { flight } = await flightReaching(app, db, session.sessionId, 150, { target: '1.50' });
    expect(flight.outcome).toMatchObject({ autoCashOut: '1.50' });
    await flownFor(db, flight.roundId, 100);
    const ended = houseRoundAnswerSchema.parse((await watch(app, session.sessionId, flight.roundId)).json());
    expect(ended).toMatchObject({ isOver: true, win: '7.50', outcome: { cashedOutAt: '1.50', isWin: true } });
    expect(ended.balance).toBe(await balanceOf(db, userId));
    await expectMoneyConsistent(db, before);
  });

  it('comes back in flight when the player opens the game again, and the old page can no longer cash out', async () => {
    const { app, db } = testApp;
    const { userId, cookie } = await createBettor(db, { balance: '100' });
    const first = await openSession(app, await launchToken(app, cookie, { gameId: CRASH, mode: 'real' }));
    const { flight } = await flightReaching(app, db, first.sessionId, 130);
    await flownFor(db, flight.roundId, secondsToReach(110));
    const reopened = await openSession(app, await launchToken(app, cookie, { gameId: CRASH, mode: 'real' }));
    expect(reopened.flight).toMatchObject({ roundId: flight.roundId, isOver: false });
    expect(reopened.flight?.outcome.engine === 'crash' && reopened.flight.outcome.elapsedMs).toBeGreaterThan(700);
    const old = await cashOut(app, first.sessionId, flight.roundId);
    expect([old.statusCode, errorCode(old)]).toEqual([404, 'flight_not_found']);
    const cashed = houseRoundAnswerSchema.parse((await cashOut(app, reopened.sessionId, flight.roundId)).json());
    expect(cashed.outcome).toMatchObject({ isWin: true });
    expect(cashed.balance).toBe(await balanceOf(db, userId));
  });

  it('is settled by the sweep when its player left, paying the automatic cash-out once', async () => {
    const { app, db } = testApp;
    const { userId, cookie } = await createBettor(db, { balance: '100' });
    const before = await takeMoneySnapshot(db);
    const session = await openSession(app, await launchToken(app, cookie, { gameId: CRASH, mode: 'real' }));
    const { flight } = await flightReaching(app, db, session.sessionId, 101, { target: '1.01' });
    await flownFor(db, flight.roundId, 100);
    const wallet = createWalletClient({
      providerId: HOUSE_PROVIDER_ID,
      secret: houseSecret(),
      transport: async (request) => {
        const response = await app.inject({
          method: 'POST',
          url: `/casino-wallet-api/${request.operation}`,
          headers: request.headers,
          payload: request.body,
        });
        return { statusCode: response.statusCode, body: response.json() };
      },
    });
    expect(await sweepFlights({ db, wallet })).toBeGreaterThanOrEqual(1);
    const [round] = await db.query<{ win: string; status: string }>(
      'select win::text, status from casino_rounds where provider_round_id = $1',
      [flight.roundId],
    );
    expect(round).toEqual({ win: '5.05', status: 'closed' });
    expect(await sweepFlights({ db, wallet })).toBe(0);
    expect(Number(await balanceOf(db, userId))).toBeGreaterThan(0);
    await expectMoneyConsistent(db, before);
  });

  it('flies in demo with play money, writing no round and no ledger entry', async () => {
    const { app, db } = testApp;
    const session = await openSession(app, await launchToken(app, null, { gameId: CRASH, mode: 'demo' }));
    const { flight } = await flightReaching(app, db, session.sessionId, 130);
    await flownFor(db, flight.roundId, secondsToReach(120));
    const cashed = houseRoundAnswerSchema.parse((await cashOut(app, session.sessionId, flight.roundId)).json());
    expect(cashed.outcome).toMatchObject({ isWin: true });
    const [rounds] = await db.query<{ n: number }>(
      'select count(*)::int as n from casino_rounds where provider_round_id = $1',
      [flight.roundId],
    );
    expect(rounds?.n).toBe(0);
  });
});

const seedOf = async (db: Database, roundId: string) =>
  (
    await db.query<{ seed: string }>('select server_seed as seed from casino_house_flights where round_id = $1', [
      roundId,
    ])
  )[0]?.seed;
