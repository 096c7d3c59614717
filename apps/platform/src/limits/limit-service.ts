import type { ClientLimit } from '@betfront/contract/limits';
import type { Database, Queryable } from '../db/database';
import type { LimitDefinition } from './limit-catalogue';
import { isExclusion, isValueInCatalogue, limitDefinition, SELF_EXCLUSION } from './limit-catalogue';
import type { ChangeDecision } from './limit-change-rules';
import { decideChange, pendingWindow } from './limit-change-rules';
import { limitNow } from './limit-clock';
import { LimitRefusal } from './limit-refusal';
import type { LimitRow } from './limit-repository';
import { closeLimit, insertLimit, lockPlayerForLimits, readOpenLimits } from './limit-repository';
import type { LimitTexts } from './limit-texts';
import { presentLimits } from './limit-view';
import type { RequestedLimit } from './questionnaire';
import { openQuestionnaire, questions, scoreAnswers, takeQuestionnaire } from './questionnaire';
import { SELF_EXCLUSION_REASON_IDS } from './self-exclusion-reasons';
import { endPlayerSessions } from './session-time';

interface Planned {
  definition: LimitDefinition;
  requested: RequestedLimit;
  decision: ChangeDecision;
}

export interface SetLimitsAnswer {
  status: 200 | 202;
  questions: { questionId: number; text: string }[];
  tokenGuid: string | null;
  limitsData: ClientLimit[];
}

/** A limit type and value of the catalogue, a known reason, each type once; anything else is a 400. */
function validated(requested: RequestedLimit[]): { definition: LimitDefinition; requested: RequestedLimit }[] {
  const seen = new Set<number>();
  return requested.map((limit) => {
    const definition = limitDefinition(limit.limitType);
    if (!definition) throw new LimitRefusal(400, 'limit_type_unknown', `There is no limit type ${limit.limitType}`);
    if (seen.has(limit.limitType)) {
      throw new LimitRefusal(400, 'limit_value_invalid', `The limit type ${limit.limitType} is asked twice`);
    }
    seen.add(limit.limitType);
    const badReason =
      limit.reasonId !== undefined &&
      (definition.type !== SELF_EXCLUSION || !SELF_EXCLUSION_REASON_IDS.includes(limit.reasonId));
    if (!isValueInCatalogue(definition, limit.limitValue) || badReason) {
      throw new LimitRefusal(400, 'limit_value_invalid', `The limit type ${limit.limitType} does not take this value`);
    }
    return { definition, requested: limit };
  });
}

function plan(requested: RequestedLimit[], open: LimitRow[], now: number): Planned[] {
  return validated(requested).map(({ definition, requested: limit }) => {
    const active = open.find((row) => row.limitType === definition.type && row.state === 'ACTIVE');
    const decision = decideChange(definition, active, limit.limitValue, now);
    if (decision.action === 'refuse') {
      throw new LimitRefusal(409, 'exclusion_active', 'An active self-exclusion or time-out cannot be shortened');
    }
    return { definition, requested: limit, decision };
  });
}

async function carryOut(tx: Queryable, userId: number, open: LimitRow[], planned: Planned, now: number) {
  const { definition, requested, decision } = planned;
  const ofType = open.filter((row) => row.limitType === definition.type);
  const active = ofType.find((row) => row.state === 'ACTIVE');
  const pending = ofType.find((row) => row.state === 'PENDING');
  if (decision.action === 'unchanged') {
    if (pending) await closeLimit(tx, pending.id, now, 'cancelled');
    return;
  }
  if (pending) await closeLimit(tx, pending.id, now, 'replaced');
  const isRemoval = requested.limitValue === definition.noLimitValue;
  const value = isRemoval ? null : requested.limitValue.toFixed(2);
  if (decision.action === 'pending') {
    await insertLimit(tx, { userId, limitType: definition.type, value, state: 'PENDING', ...pendingWindow(now) });
    return;
  }
  if (decision.action !== 'apply') return;
  if (active) await closeLimit(tx, active.id, now, 'replaced');
  await insertLimit(tx, {
    userId,
    limitType: definition.type,
    value,
    state: 'ACTIVE',
    startedAt: now,
    endsAt: decision.endsAt,
    reasonId: requested.reasonId,
  });
  if (isExclusion(definition)) await endPlayerSessions(tx, userId);
}

async function carryOutAll(tx: Queryable, userId: number, requested: RequestedLimit[], now: number) {
  await lockPlayerForLimits(tx, userId);
  const open = await readOpenLimits(tx, userId, now);
  const planned = plan(requested, open, now);
  for (const each of planned) await carryOut(tx, userId, open, each, now);
  return planned;
}

/**
 * POST limits: a stricter limit applies at once; a looser one (a raise or a removal) first needs the
 * questionnaire, so nothing is saved and the answer carries its questions and tokenGuid.
 */
export function setLimits(
  db: Database,
  userId: number,
  requested: RequestedLimit[],
  texts: LimitTexts,
): Promise<SetLimitsAnswer> {
  return db.transaction(async (tx) => {
    await lockPlayerForLimits(tx, userId);
    const now = await limitNow(tx);
    const open = await readOpenLimits(tx, userId, now);
    const planned = plan(requested, open, now);
    if (planned.some((each) => each.decision.action === 'pending')) {
      const tokenGuid = await openQuestionnaire(tx, userId, requested, now);
      return {
        status: 202,
        questions: questions(texts),
        tokenGuid,
        limitsData: await presentLimits(tx, userId, now, texts),
      };
    }
    for (const each of planned) await carryOut(tx, userId, open, each, now);
    return { status: 200, questions: [], tokenGuid: null, limitsData: await presentLimits(tx, userId, now, texts) };
  });
}

/** POST testanswers: all "no" puts the change kept by the token through (looser parts as PENDING). */
export function answerQuestionnaire(
  db: Database,
  userId: number,
  { tokenGuid, answers }: { tokenGuid: string; answers: { questionId: number; answer: boolean }[] },
  texts: LimitTexts,
) {
  const { questionsResult, success } = scoreAnswers(answers);
  return db.transaction(async (tx) => {
    const now = await limitNow(tx);
    const requested = await takeQuestionnaire(tx, userId, tokenGuid, now);
    if (success) await carryOutAll(tx, userId, requested, now);
    return { questionsResult, success, limitsData: await presentLimits(tx, userId, now, texts) };
  });
}

/** POST limitaction: confirms a pending change once its cooling-off is over, or rejects it at any time. */
export function limitAction(
  db: Database,
  userId: number,
  { action, limitType }: { action: 'confirm' | 'reject'; limitType: number },
  texts: LimitTexts,
) {
  return db.transaction(async (tx) => {
    await lockPlayerForLimits(tx, userId);
    const now = await limitNow(tx);
    const open = await readOpenLimits(tx, userId, now);
    const pending = open.find((row) => row.limitType === limitType && row.state === 'PENDING');
    if (!pending) throw new LimitRefusal(404, 'no_pending_limit', `No change of limit ${limitType} is waiting`);
    if (action === 'reject') {
      await closeLimit(tx, pending.id, now, 'rejected');
    } else {
      if (now < pending.startedAt) {
        throw new LimitRefusal(409, 'limit_not_confirmable_yet', 'The change can be confirmed after the cooling-off');
      }
      const active = open.find((row) => row.limitType === limitType && row.state === 'ACTIVE');
      await closeLimit(tx, pending.id, now, 'confirmed');
      if (active) await closeLimit(tx, active.id, now, 'replaced');
      if (pending.value !== null) {
        await insertLimit(tx, {
          userId,
          limitType,
          value: pending.value,
          state: 'ACTIVE',
          startedAt: now,
          endsAt: null,
        });
      }
    }
    return { status: 204 as const, limitsData: await presentLimits(tx, userId, now, texts) };
  });
}

/**
 * DELETE limit: cancels the type's pending change when there is one; otherwise asks to remove the active limit,
 * which is a loosening (questionnaire, then PENDING). An exclusion cannot be removed.
 */
export async function deleteLimit(
  db: Database,
  userId: number,
  limitType: number,
  texts: LimitTexts,
): Promise<SetLimitsAnswer> {
  const definition = limitDefinition(limitType);
  if (!definition) throw new LimitRefusal(400, 'limit_type_unknown', `There is no limit type ${limitType}`);
  const cancelled = await db.transaction(async (tx) => {
    await lockPlayerForLimits(tx, userId);
    const now = await limitNow(tx);
    const open = await readOpenLimits(tx, userId, now);
    const pending = open.find((row) => row.limitType === limitType && row.state === 'PENDING');
    if (pending) {
      await closeLimit(tx, pending.id, now, 'cancelled');
      return presentLimits(tx, userId, now, texts);
    }
    if (!open.some((row) => row.limitType === limitType)) {
      throw new LimitRefusal(404, 'limit_not_found', `The limit ${limitType} is not set`);
    }
    if (isExclusion(definition)) {
      throw new LimitRefusal(409, 'exclusion_active', 'An active self-exclusion or time-out cannot be cancelled');
    }
    return null;
  });
  if (cancelled) return { status: 200, questions: [], tokenGuid: null, limitsData: cancelled };
  return setLimits(db, userId, [{ limitType, limitValue: definition.noLimitValue ?? -1 }], texts);
}

/** POST BlockUser: the player closes their account for good — a self-exclusion with no end; sessions end. */
export function blockUser(db: Database, userId: number): Promise<void> {
  return db.transaction(async (tx) => {
    await lockPlayerForLimits(tx, userId);
    const now = await limitNow(tx);
    const open = await readOpenLimits(tx, userId, now);
    for (const row of open.filter((limit) => limit.limitType === SELF_EXCLUSION)) {
      await closeLimit(tx, row.id, now, 'replaced');
    }
    await insertLimit(tx, {
      userId,
      limitType: SELF_EXCLUSION,
      value: '0',
      state: 'ACTIVE',
      startedAt: now,
      endsAt: null,
    });
    await endPlayerSessions(tx, userId);
  });
}
