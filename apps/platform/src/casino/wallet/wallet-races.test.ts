import { describe, expect, it } from 'vitest';
import { balanceOf, bettingTestAppOfFile, createBettor } from '../../betting/betting-test-helpers';
import { testDatabaseKind } from '../../db/test-database';
import { expectMoneyConsistent, takeMoneySnapshot } from '../../testing/money-consistency';
import { authenticatedToken, errorCode, SLOT_GAME, walletCall } from './wallet-test-helpers';

const testApp = bettingTestAppOfFile();
const report = (line: string) => console.log(`[${testDatabaseKind()}] ${line}`);

describe('wallet calls racing each other', () => {
  it(
    'takes 30 bets sent at once on one balance only as far as it goes, never below zero',
    { timeout: 120_000 },
    async () => {
      const { app, db } = testApp;
      const { userId, cookie } = await createBettor(db, { balance: '100' });
      const before = await takeMoneySnapshot(db);
      const token = await authenticatedToken(app, cookie);
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          walletCall(app, 'debit', {
            token,
            gameId: SLOT_GAME,
            roundId: `race-${i}`,
            transactionId: `race-${i}:bet`,
            amount: '10.00',
          }),
        ),
      );
      const taken = responses.filter((response) => response.statusCode === 200);
      const refused = responses.filter((response) => response.statusCode !== 200);
      report(`30 bets of 10.00 on 100.00 at once: ${taken.length} taken, ${refused.length} refused`);
      expect(taken).toHaveLength(10);
      expect(new Set(refused.map((response) => `${response.statusCode} ${errorCode(response)}`))).toEqual(
        new Set(['409 insufficient_funds']),
      );
      expect(await balanceOf(db, userId)).toBe('0.00');
      await expectMoneyConsistent(db, before);
    },
  );

  it('records one bet for 20 copies of one transaction sent at once', { timeout: 120_000 }, async () => {
    const { app, db } = testApp;
    const { userId, cookie } = await createBettor(db, { balance: '100' });
    const before = await takeMoneySnapshot(db);
    const token = await authenticatedToken(app, cookie);
    const body = { token, gameId: SLOT_GAME, roundId: 'copies', transactionId: 'copies:bet', amount: '15.00' };
    const responses = await Promise.all(Array.from({ length: 20 }, () => walletCall(app, 'debit', body)));
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    expect(await balanceOf(db, userId)).toBe('85.00');
    const [round] = await db.query('select stake::text from casino_rounds where provider_round_id = $1', ['copies']);
    expect(round).toEqual({ stake: '15.00' });
    await expectMoneyConsistent(db, before);
  });
});
