import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { LimitRefusal } from './limit-refusal';
import type { LimitTexts } from './limit-texts';

/** The self-assessment a player answers before loosening a limit: a "yes" to any of them keeps the limit. */
export const QUESTION_IDS = [1, 2, 3] as const;
const QUESTIONNAIRE_SECONDS = 15 * 60;

export interface RequestedLimit {
  limitType: number;
  limitValue: number;
  reasonId?: number;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export function questions(texts: LimitTexts) {
  return QUESTION_IDS.map((questionId) => ({ questionId, text: texts.text(`responsible.question.${questionId}`) }));
}

/** Keeps the requested change until it is answered; returns the tokenGuid the answers must carry. */
export async function openQuestionnaire(
  tx: Queryable,
  userId: number,
  requested: RequestedLimit[],
  now: number,
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await tx.query(
    `insert into limit_questionnaires (token_hash, user_id, requested, expires_at)
     values ($1, $2, $3::jsonb, to_timestamp($4))`,
    [hashToken(token), userId, JSON.stringify(requested), now + QUESTIONNAIRE_SECONDS],
  );
  return token;
}

/**
 * Takes the player's open questionnaire of the token, once: an unknown, expired, answered or another player's
 * token is the same 400, so a guessed token tells nothing.
 */
export async function takeQuestionnaire(
  tx: Queryable,
  userId: number,
  token: string,
  now: number,
): Promise<RequestedLimit[]> {
  const rows = await tx.query<{ requested: RequestedLimit[] }>(
    `update limit_questionnaires set answered_at = to_timestamp($3)
     where token_hash = $1 and user_id = $2 and answered_at is null and expires_at > to_timestamp($3)
     returning requested`,
    [hashToken(token), userId, now],
  );
  const row = rows[0];
  if (!row) throw new LimitRefusal(400, 'limit_token_invalid', 'The questionnaire is unknown, expired or answered');
  return row.requested;
}

/** Each question with whether its answer ("no") lets the change go on; every question must be answered. */
export function scoreAnswers(answers: { questionId: number; answer: boolean }[]) {
  const results = QUESTION_IDS.map((questionId) => {
    const given = answers.find((answer) => answer.questionId === questionId);
    if (!given) throw new LimitRefusal(400, 'limit_answers_incomplete', `Question ${questionId} has no answer`);
    return { questionId, passed: !given.answer };
  });
  return { questionsResult: results, success: results.every((result) => result.passed) };
}
