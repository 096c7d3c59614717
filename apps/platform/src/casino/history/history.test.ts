import { casinoHistoryMailAnswerSchema, casinoRoundsAnswerSchema } from '@betfront/contract/casino-wallet';
import { describe, expect, it } from 'vitest';
import { bettingTestAppOfFile, createBettor } from '../../betting/betting-test-helpers';
import { listOutboxMessages } from '../../outbox/outbox-repository';
import { XHR } from '../../testing/test-app';
import { authenticatedToken, bet, errorCode, walletCall } from '../wallet/wallet-test-helpers';

const testApp = bettingTestAppOfFile();

describe('the casino history of the office', () => {
  it('lists the player’s rounds newest first, a page at a time, and sends them by e-mail', async () => {
    const { app, db } = testApp;
    const { userId, cookie } = await createBettor(db, { balance: '100' });
    const token = await authenticatedToken(app, cookie);
    for (const [index, win] of ['0.00', '12.00', '3.50'].entries()) {
      const roundId = `history-${userId}-${index}`;
      await bet(app, token, roundId, '2.00');
      await walletCall(app, 'credit', { roundId, transactionId: `${roundId}:win`, amount: win, isFinal: true });
    }
    const read = (query: string) => app.inject({ url: `/web-api/casino/rounds${query}`, headers: { cookie } });
    const first = casinoRoundsAnswerSchema.parse((await read('?limit=2&lng=ru')).json());
    expect(first.total).toBe(3);
    expect(first.rounds.map((round) => [round.gameName, round.stake, round.win])).toEqual([
      ['Фруктовые барабаны', '2.00', '3.50'],
      ['Фруктовые барабаны', '2.00', '12.00'],
    ]);
    const second = casinoRoundsAnswerSchema.parse((await read('?limit=2&page=2&lng=en')).json());
    expect(second.rounds.map((round) => [round.gameName, round.win])).toEqual([['Fruit Reels', '0.00']]);

    const mail = () =>
      app.inject({ method: 'POST', url: '/web-api/casino/rounds/mail?lng=en', headers: { ...XHR, cookie } });
    const missing = await mail();
    expect([missing.statusCode, errorCode(missing)]).toEqual([409, 'email_missing']);
    await db.query('update users set email = $2 where id = $1', [userId, `player${userId}@example.com`]);
    expect(casinoHistoryMailAnswerSchema.parse((await mail()).json())).toEqual({
      sentTo: `player${userId}@example.com`,
      rounds: 3,
    });
    const [letter] = await listOutboxMessages(db, `player${userId}@example.com`);
    expect(letter?.body).toContain('Fruit Reels — 2.00');
    expect(letter?.body.split('\n').filter((line) => line.includes('Fruit Reels'))).toHaveLength(3);
  });

  it('lists only the rounds of slot games for the office’s slots page', async () => {
    const { app, db } = testApp;
    const { userId, cookie } = await createBettor(db, { balance: '100' });
    const token = await authenticatedToken(app, cookie);
    for (const index of [0, 1]) {
      const roundId = `slots-${userId}-${index}`;
      await bet(app, token, roundId, '1.00');
      await walletCall(app, 'credit', { roundId, transactionId: `${roundId}:win`, amount: '0.00', isFinal: true });
    }
    const [crash] = await db.query<{ id: string }>(
      `select id from casino_games where 'crash-games' = any(categories) and not 'slots' = any(categories) limit 1`,
    );
    await db.query(
      'update casino_rounds set game_id = $2 where id = (select min(id) from casino_rounds where user_id = $1)',
      [userId, crash?.id],
    );
    const read = (query: string) => app.inject({ url: `/web-api/casino/rounds${query}`, headers: { cookie } });
    const slots = casinoRoundsAnswerSchema.parse((await read('?section=slots&lng=en')).json());
    expect([slots.total, slots.rounds.map((round) => round.gameName)]).toEqual([1, ['Fruit Reels']]);
    expect(casinoRoundsAnswerSchema.parse((await read('?lng=en')).json()).total).toBe(2);
    const unknown = await read('?section=poker');
    expect([unknown.statusCode, errorCode(unknown)]).toEqual([400, 'invalid_request']);
  });

  it('asks a visitor to log in', async () => {
    const response = await testApp.app.inject({ url: '/web-api/casino/rounds' });
    expect([response.statusCode, errorCode(response)]).toEqual([401, 'not_logged_in']);
  });
});
