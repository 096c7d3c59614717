import type { Queryable } from '../db/database';

export type LimitState = 'ACTIVE' | 'PENDING';
export type CloseReason = 'replaced' | 'confirmed' | 'rejected' | 'cancelled' | 'expired' | 'ended';

export interface LimitRow {
  id: number;
  limitType: number;
  /** null: a pending removal. */
  value: string | null;
  state: LimitState;
  /** Epoch seconds. */
  startedAt: number;
  endsAt: number | null;
  reasonId: number | null;
}

const COLUMNS = `id::integer as id, limit_type as "limitType", limit_value::text as value, state,
  extract(epoch from started_at)::float8 as "startedAt", extract(epoch from ends_at)::float8 as "endsAt",
  reason_id as "reasonId"`;

/**
 * Closes, as of now, the open rows whose time has passed: an active exclusion past its end, a pending change
 * past its expiry. Every read of the limits runs it first, so the states it reads are the current ones.
 */
export async function closeLapsedLimits(tx: Queryable, userId: number, now: number): Promise<void> {
  await tx.query(
    `update player_limits set closed_at = to_timestamp($2),
       close_reason = case when state = 'PENDING' then 'expired' else 'ended' end
     where user_id = $1 and closed_at is null and ends_at is not null and ends_at <= to_timestamp($2)`,
    [userId, now],
  );
}

/** The player's open limits (ACTIVE and PENDING), locked for the rest of the transaction when asked. */
export async function readOpenLimits(
  tx: Queryable,
  userId: number,
  now: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<LimitRow[]> {
  await closeLapsedLimits(tx, userId, now);
  return tx.query<LimitRow>(
    `select ${COLUMNS} from player_limits where user_id = $1 and closed_at is null
     order by limit_type, state${lock ? ' for update' : ''}`,
    [userId],
  );
}

export interface NewLimit {
  userId: number;
  limitType: number;
  value: string | null;
  state: LimitState;
  startedAt: number;
  endsAt: number | null;
  reasonId?: number | null;
}

export async function insertLimit(tx: Queryable, limit: NewLimit): Promise<void> {
  await tx.query(
    `insert into player_limits (user_id, limit_type, limit_value, state, started_at, ends_at, reason_id)
     values ($1, $2, $3::numeric, $4, to_timestamp($5), to_timestamp($6), $7)`,
    [limit.userId, limit.limitType, limit.value, limit.state, limit.startedAt, limit.endsAt, limit.reasonId ?? null],
  );
}

export async function closeLimit(tx: Queryable, id: number, now: number, reason: CloseReason): Promise<void> {
  await tx.query('update player_limits set closed_at = to_timestamp($2), close_reason = $3 where id = $1', [
    id,
    now,
    reason,
  ]);
}

/** Locks the player's row, so two changes of one player's limits run one after the other. */
export async function lockPlayerForLimits(tx: Queryable, userId: number): Promise<void> {
  await tx.query('select id from users where id = $1 for update', [userId]);
}
