import { cashbackProgrammeSchema } from '@betfront/contract/casino-events';
import type { CashbackAnswer } from '@betfront/contract/casino-events';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { toCents } from '../../cash-out/cents';
import type { Database } from '../../db/database';
import { countryFromRequest } from '../../http/country-header';
import { parseInput } from '../../http/parse-input';
import { requireSessionPlayer } from '../../session/session-player';
import { claimCashback, listClaims } from './cashback-claims';
import { findMainAccount, readPeriod, readProgramme } from './cashback-periods';

const programmeParams = z.object({ programme: cashbackProgrammeSchema });

/** The player's casino cashback: a programme's level, rate, accrued and claimable cashback and history; a claim. */
export function cashbackRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.get('/web-api/casino/cashback/:programme', async (request, reply): Promise<CashbackAnswer> => {
      const user = await requireSessionPlayer(db, request);
      const { programme: id } = parseInput(programmeParams, request.params, 'address');
      const account = await findMainAccount(db, user.id);
      const programme = await readProgramme(db, id, account.currencyIso);
      const [current, last, history] = await Promise.all([
        readPeriod(db, programme, account.id, 0),
        readPeriod(db, programme, account.id, 1),
        listClaims(db, user.id, id),
      ]);
      const claimed = history.find((claim) => claim.periodStart === last.startsAt) ?? null;
      const { isClaimOpen, ...claimable } = last;
      const strip = ({ isClaimOpen: _open, ...period }: typeof current) => period;
      reply.header('cache-control', 'no-store');
      return {
        programme: id,
        period: programme.period,
        levels: programme.levels,
        minAmount: programme.minAmount,
        maxAmount: programme.maxAmount,
        claimDays: programme.claimDays,
        currencyIso: account.currencyIso,
        current: strip(current),
        claimable:
          isClaimOpen && !claimed && toCents(claimable.amount) >= toCents(programme.minAmount) ? claimable : null,
        claimed,
        history,
      };
    });

    app.post('/web-api/casino/cashback/:programme/claims', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const { programme } = parseInput(programmeParams, request.params, 'address');
      return db.transaction((tx) =>
        claimCashback(tx, { userId: user.id, programme, countryCode: countryFromRequest(request) }),
      );
    });
  };
}
