import { walletMoveAnswerSchema, walletPlayerSchema } from '@betfront/contract/casino-wallet';
import { describe, expect, it } from 'vitest';
import { balanceOf, bettingTestAppOfFile, createBettor, recordingLog } from '../../betting/betting-test-helpers';
import { expectMoneyConsistent, takeMoneySnapshot } from '../../testing/money-consistency';
import { HOUSE_PROVIDER_ID } from '../../casino-house/house-provider';
import { handleWalletCall } from './wallet-call';
import {
  authenticatedToken,
  bet,
  errorCode,
  houseSecret,
  launchToken,
  nowSeconds,
  SLOT_GAME,
  walletCall,
} from './wallet-test-helpers';
import { signWalletCall, WALLET_PROVIDER_HEADER, WALLET_SIGNATURE_HEADER } from '../wallet-contract/wallet-signature';

const testApp = bettingTestAppOfFile();
let roundCounter = 0;
const nextRound = () => `round-${++roundCounter}`;

async function countRows(sql: string, params: unknown[]): Promise<number> {
  const [row] = await testApp.db.query<{ n: number }>(sql, params);
  return row?.n ?? 0;
}

describe('the seamless wallet', () => {
  it('authenticates a launch token once, with the player’s balance, and refuses it after', async () => {
    const { app, db } = testApp;
    const { cookie } = await createBettor(db, { balance: '250' });
    const token = await launchToken(app, cookie, { mode: 'real' });
    const first = await walletCall(app, 'authenticate', { token });
    expect(first.statusCode).toBe(200);
    expect(walletPlayerSchema.parse(first.json())).toMatchObject({
      mode: 'real',
      gameId: SLOT_GAME,
      balance: '250.00',
      currencyIso: expect.stringMatching(/^[A-Z]{3}$/),
    });
    const again = await walletCall(app, 'authenticate', { token });
    expect([again.statusCode, errorCode(again)]).toEqual([401, 'token_used']);
  });

  it('refuses a call signed with another secret, signed long ago, or from an unknown provider, writing nothing', async () => {
    const { app, db } = testApp;
    const { userId, cookie } = await createBettor(db, { balance: '100' });
    const token = await authenticatedToken(app, cookie);
    const debit = { token, gameId: SLOT_GAME, roundId: nextRound(), transactionId: 'bad-1', amount: '10.00' };
    const forged = await walletCall(app, 'debit', debit, { secret: 'not-the-provider-secret' });
    const stale = await walletCall(app, 'debit', debit, { signedAt: nowSeconds() - 3600 });
    const stranger = await walletCall(app, 'debit', debit, { provider: 'someone-else' });
    const unsigned = await app.inject({
      method: 'POST',
      url: '/casino-wallet-api/debit',
      headers: { 'content-type': 'application/json', [WALLET_PROVIDER_HEADER]: HOUSE_PROVIDER_ID },
      payload: JSON.stringify(debit),
    });
    expect([forged, stale, stranger, unsigned].map((response) => [response.statusCode, errorCode(response)])).toEqual([
      [401, 'bad_signature'],
      [401, 'stale_signature'],
      [401, 'unknown_provider'],
      [401, 'bad_signature'],
    ]);
    expect(await balanceOf(db, userId)).toBe('100.00');
    expect(await countRows('select count(*)::int as n from casino_rounds where user_id = $1', [userId])).toBe(0);
  });

  it('takes a bet once and pays its win once however often each is retried', async () => {
    const { app, db } = testApp;
    const { userId, cookie } = await createBettor(db, { balance: '100' });
    const before = await takeMoneySnapshot(db);
    const token = await authenticatedToken(app, cookie);
    const roundId = nextRound();
    const debit = { token, gameId: SLOT_GAME, roundId, transactionId: `${roundId}:bet`, amount: '10.00' };
    const debits = [await walletCall(app, 'debit', debit), await walletCall(app, 'debit', debit)];
    expect(debits.map((response) => walletMoveAnswerSchema.parse(response.json()))).toEqual([
      { status: 'posted', balance: '90.00' },
      { status: 'duplicate', balance: '90.00' },
    ]);
    const credit = { roundId, transactionId: `${roundId}:win`, amount: '25.50', isFinal: true };
    const credits = await Promise.all([1, 2, 3].map(() => walletCall(app, 'credit', credit)));
    const answers = credits.map((response) => walletMoveAnswerSchema.parse(response.json()));
    expect(answers.filter((answer) => answer.status === 'posted')).toHaveLength(1);
    expect(answers.every((answer) => answer.balance === '115.50')).toBe(true);
    expect(await balanceOf(db, userId)).toBe('115.50');
    const [round] = await db.query(
      'select stake::text, win::text, status from casino_rounds where provider_round_id = $1',
      [roundId],
    );
    expect(round).toEqual({ stake: '10.00', win: '25.50', status: 'closed' });
    await expectMoneyConsistent(db, before);
  });

  it('closes a lost round with a zero credit, recognising its retry', async () => {
    const { app, db } = testApp;
    const { cookie } = await createBettor(db, { balance: '20' });
    const before = await takeMoneySnapshot(db);
    const token = await authenticatedToken(app, cookie);
    const roundId = nextRound();
    await bet(app, token, roundId, '5.00');
    const close = { roundId, transactionId: `${roundId}:win`, amount: '0.00', isFinal: true };
    const answers = [await walletCall(app, 'credit', close), await walletCall(app, 'credit', close)];
    expect(answers.map((response) => walletMoveAnswerSchema.parse(response.json()).status)).toEqual([
      'posted',
      'duplicate',
    ]);
    const late = await walletCall(app, 'credit', { ...close, transactionId: `${roundId}:late`, amount: '3.00' });
    expect([late.statusCode, errorCode(late)]).toEqual([409, 'round_closed']);
    await expectMoneyConsistent(db, before);
  });

  it('refuses a bet the balance does not cover, and leaves no round behind', async () => {
    const { app, db } = testApp;
    const { userId, cookie } = await createBettor(db, { balance: '5' });
    const token = await authenticatedToken(app, cookie);
    const roundId = nextRound();
    const response = await bet(app, token, roundId, '5.01');
    expect([response.statusCode, errorCode(response)]).toEqual([409, 'insufficient_funds']);
    expect(await balanceOf(db, userId)).toBe('5.00');
    expect(
      await countRows('select count(*)::int as n from casino_rounds where provider_round_id = $1', [roundId]),
    ).toBe(0);
  });

  it('refuses a banned player’s bet at the money gate, but still pays a round already played', async () => {
    const { app, db } = testApp;
    const { userId, cookie } = await createBettor(db, { balance: '50' });
    const before = await takeMoneySnapshot(db);
    const token = await authenticatedToken(app, cookie);
    const roundId = nextRound();
    await bet(app, token, roundId, '10.00');
    await db.query('update users set ban_level = 1 where id = $1', [userId]);
    const next = nextRound();
    const refused = await bet(app, token, next, '10.00');
    expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'player_banned']);
    const paid = await walletCall(app, 'credit', {
      roundId,
      transactionId: `${roundId}:win`,
      amount: '30.00',
      isFinal: true,
    });
    expect(walletMoveAnswerSchema.parse(paid.json())).toEqual({ status: 'posted', balance: '70.00' });
    await expectMoneyConsistent(db, before);
  });

  it('rolls an open round back once, returning its stake, and refuses to roll back a settled one', async () => {
    const { app, db } = testApp;
    const { userId, cookie } = await createBettor(db, { balance: '40' });
    const before = await takeMoneySnapshot(db);
    const token = await authenticatedToken(app, cookie);
    const roundId = nextRound();
    for (const part of ['a', 'b']) {
      await bet(app, token, roundId, '7.00', part);
    }
    expect(await balanceOf(db, userId)).toBe('26.00');
    const rollback = { roundId, transactionId: `${roundId}:rollback` };
    const answers = [await walletCall(app, 'rollback', rollback), await walletCall(app, 'rollback', rollback)];
    expect(answers.map((response) => walletMoveAnswerSchema.parse(response.json()))).toEqual([
      { status: 'posted', balance: '40.00' },
      { status: 'duplicate', balance: '40.00' },
    ]);
    const afterRollback = await walletCall(app, 'credit', {
      roundId,
      transactionId: `${roundId}:win`,
      amount: '9.00',
      isFinal: true,
    });
    expect([afterRollback.statusCode, errorCode(afterRollback)]).toEqual([409, 'round_rolled_back']);

    const settled = nextRound();
    await bet(app, token, settled, '1.00');
    await walletCall(app, 'credit', {
      roundId: settled,
      transactionId: `${settled}:win`,
      amount: '2.00',
      isFinal: true,
    });
    const late = await walletCall(app, 'rollback', { roundId: settled, transactionId: `${settled}:rollback` });
    expect([late.statusCode, errorCode(late)]).toEqual([409, 'round_settled']);
    expect(await balanceOf(db, userId)).toBe('41.00');
    await expectMoneyConsistent(db, before);
  });

  it('logs a rollback of a round it never saw and changes nothing', async () => {
    const { db } = testApp;
    const log = recordingLog();
    const before = await takeMoneySnapshot(db);
    const body = JSON.stringify({ roundId: 'never-played', transactionId: 'never-played:rollback' });
    const answer = await handleWalletCall(
      { db, secretOf: () => houseSecret(), log },
      {
        operation: 'rollback',
        body,
        headers: {
          [WALLET_PROVIDER_HEADER]: HOUSE_PROVIDER_ID,
          [WALLET_SIGNATURE_HEADER]: signWalletCall(houseSecret(), body, nowSeconds()),
        },
      },
    );
    expect(answer).toEqual({ statusCode: 200, body: { status: 'unknown_round', balance: null } });
    expect(log.lines).toEqual([expect.objectContaining({ level: 'warn', message: 'rollback of an unknown round' })]);
    await expectMoneyConsistent(db, before);
  });

  it('answers a credit of an unknown round with round_not_found', async () => {
    const response = await walletCall(testApp.app, 'credit', {
      roundId: 'no-such-round',
      transactionId: 'no-such-round:win',
      amount: '5.00',
      isFinal: true,
    });
    expect([response.statusCode, errorCode(response)]).toEqual([404, 'round_not_found']);
  });

  it('plays no money on a demo launch, and launches real play only for a logged-in player', async () => {
    const { app, db } = testApp;
    const token = await launchToken(app, null, { mode: 'demo' });
    const player = walletPlayerSchema.parse((await walletCall(app, 'authenticate', { token })).json());
    expect(player).toMatchObject({ mode: 'demo', playerRef: null, balance: null });
    const debit = await walletCall(app, 'debit', {
      token,
      gameId: SLOT_GAME,
      roundId: nextRound(),
      transactionId: 'demo-bet',
      amount: '1.00',
    });
    expect([debit.statusCode, errorCode(debit)]).toEqual([409, 'demo_token']);
    const visitor = await app.inject({
      method: 'POST',
      url: '/web-api/casino/launch',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { gameId: SLOT_GAME, mode: 'real', language: 'ru' },
    });
    expect([visitor.statusCode, errorCode(visitor)]).toEqual([401, 'not_logged_in']);
    const unknownGame = await app.inject({
      method: 'POST',
      url: '/web-api/casino/launch',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { gameId: '999999', mode: 'demo', language: 'ru' },
    });
    expect([unknownGame.statusCode, errorCode(unknownGame)]).toEqual([404, 'game_not_found']);
    await db.query(`update casino_launch_tokens set expires_at = now() - interval '1 second'`);
    const expired = await walletCall(app, 'authenticate', { token });
    expect([expired.statusCode, errorCode(expired)]).toEqual([401, 'token_expired']);
  });
});
