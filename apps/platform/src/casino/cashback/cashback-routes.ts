import { casinoCashbackProgrammeSchema } from '@betfront/contract/casino-events';
import type { CashbackAnswer, CashbackProgramme } from '@betfront/contract/casino-events';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { toCents } from '../../cash-out/cents';
import type { Database } from '../../db/database';
import { countryFromRequest } from '../../http/country-header';
import { parseInput } from '../../http/parse-input';
import { requireSessionPlayer } from '../../session/session-player';
import { claimCashback, listClaims } from './cashback-claims';
import { findMainAccount, readPeriod, readProgramme } from './cashback-periods';

const programmeParams = z.object({ programme: casinoCashbackProgrammeSchema });

type ProgrammeOf = (request: FastifyRequest) => CashbackProgramme;
const casinoProgramme: ProgrammeOf = (request) => parseInput(programmeParams, request.params, 'address').programme;

/** A programme's level, rate, accrued and claimable cashback and its history, for the player. */
async function readCashback(db: Database, userId: number, id: CashbackProgramme): Promise<CashbackAnswer> {
  const account = await findMainAccount(db, userId);
  const programme = await readProgramme(db, id, account.currencyIso);
  const [current, last, history] = await Promise.all([
    readPeriod(db, programme, account.id, 0),
    readPeriod(db, programme, account.id, 1),
    listClaims(db, userId, id),
  ]);
  const claimed = history.find((claim) => claim.periodStart === last.startsAt) ?? null;
  const { isClaimOpen, ...claimable } = last;
  const strip = ({ isClaimOpen: _open, ...period }: typeof current) => period;
  return {
    programme: id,
    period: programme.period,
    levels: programme.levels,
    minAmount: programme.minAmount,
    maxAmount: programme.maxAmount,
    claimDays: programme.claimDays,
    currencyIso: account.currencyIso,
    current: strip(current),
    claimable: isClaimOpen && !claimed && toCents(claimable.amount) >= toCents(programme.minAmount) ? claimable : null,
    claimed,
    history,
  };
}

/** The player's cashback: the casino's programmes and the sportsbook's; a claim of the last finished period. */
export function cashbackRoutes(db: Database) {
  const answer = async (request: FastifyRequest, reply: FastifyReply, programmeOf: ProgrammeOf) => {
    const user = await requireSessionPlayer(db, request);
    const programme = programmeOf(request);
    reply.header('cache-control', 'no-store');
    return readCashback(db, user.id, programme);
  };
  const claim = async (request: FastifyRequest, programmeOf: ProgrammeOf) => {
    const user = await requireSessionPlayer(db, request);
    const programme = programmeOf(request);
    return db.transaction((tx) =>
      claimCashback(tx, { userId: user.id, programme, countryCode: countryFromRequest(request) }),
    );
  };

  return async (app: FastifyInstance) => {
    app.get('/web-api/casino/cashback/:programme', async (request, reply) => answer(request, reply, casinoProgramme));
    app.post('/web-api/casino/cashback/:programme/claims', async (request) => claim(request, casinoProgramme));
    app.get('/web-api/sport/cashback', async (request, reply) => answer(request, reply, () => 'sport'));
    app.post('/web-api/sport/cashback/claims', async (request) => claim(request, () => 'sport'));
  };
}
