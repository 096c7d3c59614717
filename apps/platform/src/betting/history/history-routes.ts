import { betHistoryClearBodySchema, betHistoryMailBodySchema } from '@betfront/contract/bets';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { parseInput } from '../../http/parse-input';
import { requireSessionPlayer } from '../../session/session-player';
import { findBettingAccount } from '../betting-account';
import { readsRussian } from '../reader-language';
import { hideSettledCoupons } from './history-clear';
import { mailBetHistory } from './history-mail';

const MAIL_PERIOD_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

/** The account a history action names must be the player's own; none means every account. */
async function ownAccountId(db: Database, userId: number, accountId: number | undefined) {
  if (accountId === undefined) return undefined;
  const account = await findBettingAccount(db, userId, accountId);
  if (!account) throw new HttpError(404, 'account_not_found', 'You have no such account');
  return account.id;
}

/** The bet history's actions of the office: sending a period of it by e-mail, hiding its settled coupons. */
export function betHistoryRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.post('/web-api/bets/history/mail', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const body = parseInput(betHistoryMailBodySchema, request.body, 'body');
      const days = (Date.parse(body.to) - Date.parse(body.from)) / DAY_MS;
      if (days < 0) throw new HttpError(400, 'invalid_period', 'The period starts after it ends');
      if (days >= MAIL_PERIOD_MAX_DAYS) throw new HttpError(400, 'period_too_long', 'A letter covers a year at most');
      const accountId = await ownAccountId(db, user.id, body.accountId);
      const russian = readsRussian(body.lng, user.language);
      return mailBetHistory(
        db,
        { userId: user.id, russian, from: body.from, to: body.to, ...(accountId ? { accountId } : {}) },
        russian ? 'ru' : 'en',
      );
    });

    app.post('/web-api/bets/history/clear', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const body = parseInput(betHistoryClearBodySchema, request.body, 'body');
      const accountId = await ownAccountId(db, user.id, body.accountId);
      const hidden = await hideSettledCoupons(db, {
        userId: user.id,
        through: body.through,
        ...(accountId ? { accountId } : {}),
      });
      return { hidden };
    });
  };
}
