import type { BlockAppeal } from '@betfront/contract/block-appeals';
import type { Queryable } from '../db/database';

export interface AppealRecord {
  id: string;
  userId: number;
  message: string;
  status: BlockAppeal['status'];
  reply: string | null;
  createdAt: Date;
  answeredAt: Date | null;
}

const COLUMNS = `id::text, user_id as "userId", message, status, reply, created_at as "createdAt",
  answered_at as "answeredAt"`;

export function listAppealsOf(db: Queryable, userId: number): Promise<AppealRecord[]> {
  return db.query<AppealRecord>(`select ${COLUMNS} from block_appeals where user_id = $1 order by id desc`, [userId]);
}

/** Appeals of a status across players, the oldest first: the order the operator answers them in. */
export function listAppealsByStatus(db: Queryable, status: BlockAppeal['status']): Promise<AppealRecord[]> {
  return db.query<AppealRecord>(`select ${COLUMNS} from block_appeals where status = $1 order by id`, [status]);
}

export async function findAppealByRequest(db: Queryable, userId: number, requestId: string) {
  const rows = await db.query<AppealRecord>(
    `select ${COLUMNS} from block_appeals where user_id = $1 and request_id = $2`,
    [userId, requestId],
  );
  return rows[0] ?? null;
}

export async function insertAppeal(
  db: Queryable,
  appeal: { userId: number; requestId: string; message: string },
): Promise<AppealRecord> {
  const rows = await db.query<AppealRecord>(
    `insert into block_appeals (user_id, request_id, message) values ($1, $2, $3) returning ${COLUMNS}`,
    [appeal.userId, appeal.requestId, appeal.message],
  );
  const [written] = rows;
  if (!written) throw new Error('the appeal was not written');
  return written;
}

export async function lockAppeal(tx: Queryable, id: string): Promise<AppealRecord | null> {
  const rows = await tx.query<AppealRecord>(`select ${COLUMNS} from block_appeals where id = $1 for update`, [id]);
  return rows[0] ?? null;
}

export async function writeAnswer(
  tx: Queryable,
  id: string,
  answer: { status: 'accepted' | 'declined'; reply: string },
): Promise<AppealRecord> {
  const rows = await tx.query<AppealRecord>(
    `update block_appeals set status = $2, reply = $3, answered_at = now() where id = $1 returning ${COLUMNS}`,
    [id, answer.status, answer.reply],
  );
  const [appeal] = rows;
  if (!appeal) throw new Error(`the appeal ${id} was not answered`);
  return appeal;
}
