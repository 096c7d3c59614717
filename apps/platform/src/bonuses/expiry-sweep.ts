import type { FastifyInstance } from 'fastify';
import { startLeaderJob } from '../cluster/leader-job';
import type { Database } from '../db/database';
import { lockBonusState } from './bonus-locks';
import { forfeitBonus } from './end-bonus';

export const BONUS_EXPIRY_SWEEP_MS = 30_000;

/**
 * Ends every running bonus whose time is out (status expired, its bonus account money back to the house). Each
 * bonus ends in its own transaction under its row lock and is checked again there, so processes sweeping at
 * the same moment end it once. Answers how many this call ended.
 */
export async function expireDueBonuses(db: Database): Promise<number> {
  const due = await db.query<{ id: string; userId: number }>(
    `select id::text as id, user_id as "userId" from player_bonuses
     where status in ('active', 'wagering') and expires_at <= now() order by expires_at limit 200`,
  );
  let ended = 0;
  for (const { id, userId } of due) {
    const didEnd = await db.transaction(async (tx) => {
      const running = (await lockBonusState(tx, userId))?.running;
      if (running?.id !== id) return false;
      // The database's clock, as in the selection above: processes on other machines agree on it.
      const [due] = await tx.query<{ isDue: boolean }>('select $1::timestamptz <= now() as "isDue"', [
        running.expiresAt,
      ]);
      if (!due?.isDue) return false;
      await forfeitBonus(tx, running, 'expired');
      return true;
    });
    if (didEnd) ended += 1;
  }
  return ended;
}

/** Sweeps expired bonuses while the platform runs, in the one process that leads the sweep. */
export function startBonusExpirySweep(app: FastifyInstance, db: Database, everyMs = BONUS_EXPIRY_SWEEP_MS) {
  return startLeaderJob(app, {
    name: 'bonus-expiry',
    everyMs,
    async run() {
      const ended = await expireDueBonuses(db);
      if (ended > 0) app.log.info({ expiredBonuses: ended }, 'bonus expiry sweep');
    },
  });
}
