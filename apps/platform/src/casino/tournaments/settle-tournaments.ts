import type { FastifyInstance } from 'fastify';
import { startLeaderJob } from '../../cluster/leader-job';
import type { Database, Queryable } from '../../db/database';
import { creditPlayer } from '../../ledger/player-movements';
import type { TournamentScoring } from '@betfront/contract/casino-events';
import { readStandings } from './tournament-repository';

export const TOURNAMENT_SETTLEMENT_MS = 15_000;

interface DueTournament {
  id: number;
  scoring: TournamentScoring;
  prizes: string[];
}

/**
 * Settles one ended tournament: writes its prize places and pays each prize as a `casino_credit` entry
 * (`tournament:{id}:{place}`), then marks it settled — all in one transaction under the tournament's row lock,
 * checked again there, so processes settling at once pay each prize once. A prize is owed like a win: the money
 * gate does not stop it. Answers whether this call settled it.
 */
export async function settleTournament(tx: Queryable, tournamentId: number): Promise<boolean> {
  const [due] = await tx.query<DueTournament>(
    `select id, scoring, array(select p::numeric(20, 2)::text from unnest(prizes) p) as prizes
     from casino_tournaments where id = $1 and settled_at is null and ends_at <= now() for update`,
    [tournamentId],
  );
  if (!due) return false;
  const winners = await readStandings(tx, due.id, due.scoring, { limit: due.prizes.length });
  for (const winner of winners) {
    const prize = due.prizes[winner.place - 1];
    if (!prize) continue;
    await tx.query(
      `insert into casino_tournament_results (tournament_id, place, user_id, account_id, points, prize)
       values ($1, $2, $3, $4, $5, $6)`,
      [due.id, winner.place, winner.userId, winner.accountId, winner.points, prize],
    );
    await creditPlayer(tx, {
      kind: 'casino_credit',
      reference: `tournament:${due.id}:${winner.place}`,
      userId: winner.userId,
      accountId: winner.accountId,
      amount: prize,
      house: 'casino',
      note: `tournament ${due.id}, place ${winner.place}`,
    });
  }
  await tx.query('update casino_tournaments set settled_at = now() where id = $1', [due.id]);
  return true;
}

/** Settles every tournament whose end has come, each in its own transaction; answers how many this call settled. */
export async function settleEndedTournaments(db: Database): Promise<number> {
  const due = await db.query<{ id: number }>(
    'select id from casino_tournaments where settled_at is null and ends_at <= now() order by ends_at limit 50',
  );
  let settled = 0;
  for (const { id } of due) if (await db.transaction((tx) => settleTournament(tx, id))) settled += 1;
  return settled;
}

/** Settles ended tournaments while the platform runs, in the one process that leads the job. */
export function startTournamentSettlement(app: FastifyInstance, db: Database, everyMs = TOURNAMENT_SETTLEMENT_MS) {
  return startLeaderJob(app, {
    name: 'casino-tournaments',
    everyMs,
    async run() {
      const settled = await settleEndedTournaments(db);
      if (settled > 0) app.log.info({ settledTournaments: settled }, 'tournament settlement');
    },
  });
}
