import { CALLBACK_MAX_DAYS_AHEAD, CALLBACKS_OPEN_MAX } from '@betfront/contract/support';
import type { Callback, NewCallback } from '@betfront/contract/support';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/http-error';
import type { CallbackChange, StoredCallback } from './callbacks-repository';
import {
  countOpenCallbacks,
  findCallbackByRequestId,
  insertCallback,
  lockCallback,
  updateCallback,
} from './callbacks-repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A wished-for time this far in the past still means "now": the form may have been open a while. */
const PAST_GRACE_MS = 10 * 60 * 1000;

export const publicCallback = ({ userId: _owner, ...callback }: StoredCallback): Callback => callback;

const notFound = (id: string) => new HttpError(404, 'callback_not_found', `There is no callback ${id}`);

/** A time support can call at: not in the past, not more than 14 days ahead. */
function checkedTime(at: string, nowMs: number, field: string): string {
  const ms = Date.parse(at);
  if (ms < nowMs - PAST_GRACE_MS || ms > nowMs + CALLBACK_MAX_DAYS_AHEAD * DAY_MS) {
    throw new HttpError(400, 'callback_time_out_of_range', `The ${field} must be between now and 14 days ahead`);
  }
  return new Date(ms).toISOString();
}

/** A new callback; the same request id sent again answers the same callback. At most 3 may be open at once. */
export async function orderCallback(db: Database, userId: number, order: NewCallback, nowMs: number) {
  const preferredAt = checkedTime(order.preferredAt, nowMs, 'preferred time');
  const again = await findCallbackByRequestId(db, userId, order.requestId);
  if (again) return again;
  return db.transaction(async (tx) => {
    if ((await countOpenCallbacks(tx, userId)) >= CALLBACKS_OPEN_MAX) {
      throw new HttpError(409, 'too_many_callbacks', 'At most 3 callbacks may wait at once');
    }
    const inserted = await insertCallback(tx, {
      userId,
      phone: order.phone,
      preferredAt,
      topic: order.topic,
      comment: order.comment ? order.comment : null,
      requestId: order.requestId,
    });
    // Inserted null: the same request id won a race with this one, and is the answer.
    const callback = inserted ?? (await findCallbackByRequestId(tx, userId, order.requestId));
    if (!callback) throw new Error('The callback vanished');
    return callback;
  });
}

type Actor = { kind: 'player'; userId: number } | { kind: 'operator' };

/** Moves a callback on; a done or cancelled callback stays as it is. */
async function changeCallback(db: Database, id: string, actor: Actor, change: CallbackChange): Promise<StoredCallback> {
  return db.transaction(async (tx) => {
    const callback = await lockCallback(tx, id);
    if (!callback || (actor.kind === 'player' && callback.userId !== actor.userId)) throw notFound(id);
    if (callback.status === 'done' || callback.status === 'cancelled') {
      throw new HttpError(409, 'callback_settled', `The callback ${id} is already ${callback.status}`);
    }
    return updateCallback(tx, id, change);
  });
}

export const cancelAsPlayer = (db: Database, userId: number, id: string) =>
  changeCallback(db, id, { kind: 'player', userId }, { status: 'cancelled', cancelledBy: 'player' });

export const scheduleCallback = (db: Database, id: string, at: string, note: string | null, nowMs: number) =>
  changeCallback(
    db,
    id,
    { kind: 'operator' },
    { status: 'scheduled', scheduledAt: checkedTime(at, nowMs, 'call time'), note },
  );

export const finishCallback = (db: Database, id: string, note: string | null) =>
  changeCallback(db, id, { kind: 'operator' }, { status: 'done', note });

export const cancelAsOperator = (db: Database, id: string, note: string | null) =>
  changeCallback(db, id, { kind: 'operator' }, { status: 'cancelled', note, cancelledBy: 'operator' });
