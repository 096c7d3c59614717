import type { BlockAppeal } from '@betfront/contract/block-appeals';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import type { AppealRecord } from './appeal-repository';
import { findAppealByRequest, insertAppeal, listAppealsOf, lockAppeal, writeAnswer } from './appeal-repository';

export const publicAppeal = (appeal: AppealRecord): BlockAppeal => ({
  id: appeal.id,
  message: appeal.message,
  status: appeal.status,
  reply: appeal.reply,
  createdAt: appeal.createdAt.toISOString(),
  answeredAt: appeal.answeredAt?.toISOString() ?? null,
});

/**
 * A restricted player's appeal; the same request sent again answers the appeal it wrote. The player's row is
 * locked, so the restriction is read as it stands and two appeals sent at once cannot both wait: one appeal
 * waits for its answer at a time.
 */
export async function sendAppeal(
  db: Database,
  appeal: { userId: number; requestId: string; message: string },
): Promise<AppealRecord> {
  const { userId } = appeal;
  return db.transaction(async (tx) => {
    const [user] = await tx.query<{ banLevel: number }>(
      'select ban_level as "banLevel" from users where id = $1 for update',
      [userId],
    );
    const sent = await findAppealByRequest(tx, userId, appeal.requestId);
    if (sent) return sent;
    if (!user || user.banLevel === 0) {
      throw new HttpError(409, 'appeal_not_restricted', 'The account is not restricted: there is nothing to appeal');
    }
    const waiting = (await listAppealsOf(tx, userId)).some((appeal) => appeal.status === 'pending');
    if (waiting) throw new HttpError(409, 'appeal_pending', 'An appeal already waits for its answer');
    return insertAppeal(tx, appeal);
  });
}

/** The operator's answer; an accepted appeal lifts the restriction in the same transaction. */
export async function answerAppeal(
  db: Database,
  id: string,
  answer: { status: 'accepted' | 'declined'; reply: string },
): Promise<AppealRecord> {
  return db.transaction(async (tx) => {
    const appeal = await lockAppeal(tx, id);
    if (!appeal) throw new HttpError(404, 'appeal_not_found', `There is no appeal ${id}`);
    if (appeal.status !== 'pending') throw new HttpError(409, 'appeal_answered', `The appeal ${id} is answered`);
    if (answer.status === 'accepted') {
      await tx.query('update users set ban_level = 0, ban_version = 0 where id = $1', [appeal.userId]);
    }
    return writeAnswer(tx, id, answer);
  });
}
