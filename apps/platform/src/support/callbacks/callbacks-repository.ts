import type { Callback, CallbackStatus, SupportTopic } from '@betfront/contract/support';
import type { Queryable } from '../../db/database';

interface CallbackRow extends Omit<Callback, 'preferredAt' | 'scheduledAt' | 'createdAt' | 'updatedAt'> {
  userId: number;
  preferredAt: Date | string;
  scheduledAt: Date | string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export type StoredCallback = Callback & { userId: number };

const COLUMNS = `id::text as id, user_id as "userId", phone, topic, comment, preferred_at as "preferredAt", status,
  scheduled_at as "scheduledAt", note, cancelled_by as "cancelledBy", created_at as "createdAt",
  updated_at as "updatedAt"`;
const iso = (value: Date | string) => new Date(value).toISOString();
const toCallback = (row: CallbackRow): StoredCallback => ({
  ...row,
  preferredAt: iso(row.preferredAt),
  scheduledAt: row.scheduledAt === null ? null : iso(row.scheduledAt),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export interface NewCallbackRow {
  userId: number;
  phone: string;
  preferredAt: string;
  topic: SupportTopic;
  comment: string | null;
  requestId: string;
}

/** The new callback; null when the player already sent this request id (nothing is written then). */
export async function insertCallback(tx: Queryable, callback: NewCallbackRow): Promise<StoredCallback | null> {
  const rows = await tx.query<CallbackRow>(
    `insert into support_callbacks (user_id, phone, preferred_at, topic, comment, status, request_id)
     values ($1, $2, $3, $4, $5, 'new', $6) on conflict (user_id, request_id) do nothing returning ${COLUMNS}`,
    [callback.userId, callback.phone, callback.preferredAt, callback.topic, callback.comment, callback.requestId],
  );
  return rows[0] ? toCallback(rows[0]) : null;
}

export async function findCallbackByRequestId(db: Queryable, userId: number, requestId: string) {
  const rows = await db.query<CallbackRow>(
    `select ${COLUMNS} from support_callbacks where user_id = $1 and request_id = $2`,
    [userId, requestId],
  );
  return rows[0] ? toCallback(rows[0]) : null;
}

/** The player's callbacks not yet done or cancelled, counted under a lock on the player so two orders queue. */
export async function countOpenCallbacks(tx: Queryable, userId: number): Promise<number> {
  await tx.query('select id from users where id = $1 for update', [userId]);
  const rows = await tx.query<{ open: number }>(
    `select count(*)::int as open from support_callbacks where user_id = $1 and status in ('new', 'scheduled')`,
    [userId],
  );
  return rows[0]?.open ?? 0;
}

export async function lockCallback(tx: Queryable, id: string): Promise<StoredCallback | null> {
  const rows = await tx.query<CallbackRow>(
    `select ${COLUMNS} from support_callbacks where id = $1::bigint for update`,
    [id],
  );
  return rows[0] ? toCallback(rows[0]) : null;
}

export interface CallbackChange {
  status: CallbackStatus;
  scheduledAt?: string;
  note?: string | null;
  cancelledBy?: 'player' | 'operator';
}

export async function updateCallback(tx: Queryable, id: string, change: CallbackChange): Promise<StoredCallback> {
  const rows = await tx.query<CallbackRow>(
    `update support_callbacks set status = $2, scheduled_at = coalesce($3, scheduled_at),
       note = coalesce($4, note), cancelled_by = $5, updated_at = now()
     where id = $1::bigint returning ${COLUMNS}`,
    [id, change.status, change.scheduledAt ?? null, change.note ?? null, change.cancelledBy ?? null],
  );
  if (!rows[0]) throw new Error('The callback vanished');
  return toCallback(rows[0]);
}

/** A player's callbacks, or (for the operator) everyone's in a status, the soonest wished-for first. */
export async function listCallbacks(
  db: Queryable,
  filter: { userId?: number; status?: CallbackStatus },
): Promise<StoredCallback[]> {
  const rows = await db.query<CallbackRow>(
    `select ${COLUMNS} from support_callbacks
     where ($1::int is null or user_id = $1) and ($2::text is null or status = $2)
     order by ${filter.userId === undefined ? 'preferred_at, id' : 'id desc'} limit 100`,
    [filter.userId ?? null, filter.status ?? null],
  );
  return rows.map(toCallback);
}
