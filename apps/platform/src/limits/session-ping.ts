import type { Database, Queryable } from '../db/database';
import { REALITY_CHECK, SESSION_LIMIT } from './limit-catalogue';
import { limitNow, sessionLimitSeconds } from './limit-clock';
import { LimitRefusal } from './limit-refusal';
import { readOpenLimits } from './limit-repository';
import { mainCurrency, moneyUsageSince } from './money-usage';
import { creditSessionActivity, endPlayerSessions } from './session-time';

const MINUTE_SECONDS = 60;

interface SessionTimes {
  startedAt: number;
  realityCheckedAt: number;
}

async function sessionTimes(tx: Queryable, sessionIdHash: string): Promise<SessionTimes> {
  const rows = await tx.query<SessionTimes>(
    // Whole seconds, as the limit clock reads the time: a fraction would put the session a second ahead of it.
    `select floor(extract(epoch from created_at))::float8 as "startedAt",
       floor(extract(epoch from coalesce(reality_checked_at, created_at)))::float8 as "realityCheckedAt"
     from sessions where id = $1`,
    [sessionIdHash],
  );
  const row = rows[0];
  if (!row) throw new Error('The pinged session has vanished');
  return row;
}

/** The session's stakes and net result in the main currency, for the reality check. */
async function sessionSummary(tx: Queryable, userId: number, session: SessionTimes, now: number) {
  const currencyIso = (await mainCurrency(tx, userId)) ?? 'RUB';
  const usage = await moneyUsageSince(tx, { userId, currencyIso, since: session.startedAt });
  const rows = await tx.query<{ net: string }>('select (-($1::numeric))::numeric(20, 2)::text as net', [usage.netLoss]);
  return {
    sessionSeconds: Math.max(0, Math.floor(now - session.startedAt)),
    stakes: usage.stakes,
    netResult: rows[0]?.net ?? '0.00',
    currencyIso,
  };
}

export interface PingAnswer {
  sessionSecondsLeft: number | null;
  realityCheck: Awaited<ReturnType<typeof sessionSummary>> | null;
  realityCheckInSeconds: number | null;
}

/**
 * POST ping, every 30 s while a session limit or a reality check applies: credits the session's activity to
 * today; past today's session limit it ends every session of the player and answers 403 `session_limit_ended`.
 * The reality check falls due every N minutes of the session, counted from the session's start or its last
 * "continue" (kept on the session row, so a reload does not reset it).
 */
export async function pingSession(
  db: Database,
  { sessionIdHash, userId, realityCheckSeen }: { sessionIdHash: string; userId: number; realityCheckSeen: boolean },
): Promise<PingAnswer> {
  const outcome = await db.transaction(async (tx) => {
    const now = await limitNow(tx);
    const used = await creditSessionActivity(tx, { sessionIdHash, userId, now });
    const active = (await readOpenLimits(tx, userId, now)).filter((limit) => limit.state === 'ACTIVE');
    const session = active.find((limit) => limit.limitType === SESSION_LIMIT);
    const sessionSecondsLeft = session ? (await sessionLimitSeconds(tx, Number(session.value))) - used : null;
    if (sessionSecondsLeft !== null && sessionSecondsLeft <= 0) {
      await endPlayerSessions(tx, userId);
      return 'ended' as const;
    }
    const reality = active.find((limit) => limit.limitType === REALITY_CHECK);
    if (!reality) return { sessionSecondsLeft, realityCheck: null, realityCheckInSeconds: null };
    const every = Number(reality.value) * MINUTE_SECONDS;
    const times = await sessionTimes(tx, sessionIdHash);
    const isDue = now - Math.max(times.realityCheckedAt, reality.startedAt) >= every;
    if (isDue && realityCheckSeen) {
      await tx.query('update sessions set reality_checked_at = to_timestamp($2) where id = $1', [sessionIdHash, now]);
      return { sessionSecondsLeft, realityCheck: null, realityCheckInSeconds: every };
    }
    const next = Math.max(times.realityCheckedAt, reality.startedAt) + every;
    return {
      sessionSecondsLeft,
      realityCheck: isDue ? await sessionSummary(tx, userId, times, now) : null,
      realityCheckInSeconds: Math.max(0, Math.ceil(next - now)),
    };
  });
  if (outcome === 'ended') {
    throw new LimitRefusal(403, 'session_limit_ended', 'Your session limit for today has ended: visit tomorrow');
  }
  return outcome;
}
