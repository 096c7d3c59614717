import { browserApi, isApiError } from '@betfront/api-client';
import {
  LIMIT_ERROR_CODES,
  LIMIT_SERVICE_BASE,
  limitActionAnswerSchema,
  limitsAnswerSchema,
  selfExcludeReasonsAnswerSchema,
  setLimitsAnswerSchema,
  setLimitsBodySchema,
  testAnswersAnswerSchema,
  testAnswersBodySchema,
} from '@betfront/contract/limits';
import type { ClientLimit } from '@betfront/contract/limits';
import type { z } from 'zod/mini';

export type SetLimitsAnswer = z.infer<typeof setLimitsAnswerSchema>;
export type TestAnswersAnswer = z.infer<typeof testAnswersAnswerSchema>;
export type SelfExcludeReason = z.infer<typeof selfExcludeReasonsAnswerSchema>['reasons'][number];

export interface ResponsibleState {
  limits: ClientLimit[];
  reasons: SelfExcludeReason[];
}

const headersFor = (lng: string) => ({ 'x-language': lng });

export async function loadResponsible(lng: string, signal: AbortSignal): Promise<ResponsibleState> {
  const api = browserApi();
  const headers = headersFor(lng);
  const [limits, reasons] = await Promise.all([
    api.request(limitsAnswerSchema, { method: 'GET', path: `${LIMIT_SERVICE_BASE}/limits`, headers, signal }),
    api.request(selfExcludeReasonsAnswerSchema, {
      method: 'GET',
      path: `${LIMIT_SERVICE_BASE}/reasons/selfexclude`,
      headers,
      signal,
    }),
  ]);
  return { limits: limits.limits, reasons: reasons.reasons };
}

/** One limit to set, with the schema the platform checks the body with. */
export const limitRequest = (limit: { limitType: number; limitValue: number; reasonId?: number }) => ({
  schema: setLimitsBodySchema,
  body: { limits: [limit] },
});
/** Where the body names a field of the one limit it sets. */
export const limitFieldPath = (field: 'limitValue' | 'reasonId') => `limits.0.${field}`;

export function saveLimit(lng: string, body: z.input<typeof setLimitsBodySchema>): Promise<SetLimitsAnswer> {
  return browserApi().request(setLimitsAnswerSchema, {
    method: 'POST',
    path: `${LIMIT_SERVICE_BASE}/limits`,
    headers: headersFor(lng),
    body,
  });
}

export function removeLimit(lng: string, limitType: number): Promise<SetLimitsAnswer> {
  return browserApi().request(setLimitsAnswerSchema, {
    method: 'DELETE',
    path: `${LIMIT_SERVICE_BASE}/limit`,
    query: { limitType },
    headers: headersFor(lng),
  });
}

/** The questionnaire's answers, with the schema the platform checks the body with. */
export const answersRequest = (tokenGuid: string, answers: { questionId: number; answer: boolean }[]) => ({
  schema: testAnswersBodySchema,
  body: { tokenGuid, answers },
});

export function sendAnswers(lng: string, body: z.input<typeof testAnswersBodySchema>): Promise<TestAnswersAnswer> {
  return browserApi().request(testAnswersAnswerSchema, {
    method: 'POST',
    path: `${LIMIT_SERVICE_BASE}/testanswers`,
    headers: headersFor(lng),
    body,
  });
}

export function actOnPending(lng: string, action: 'confirm' | 'reject', limitType: number) {
  return browserApi().request(limitActionAnswerSchema, {
    method: 'POST',
    path: `${LIMIT_SERVICE_BASE}/limitaction`,
    headers: headersFor(lng),
    body: { action, limitType },
  });
}

/** The dictionary key of a failed limit call: the platform's named refusal, else the spec's fallback. */
export function limitErrorKey(error: unknown, fallback: 'confirm' | 'cancel'): string {
  const code = isApiError(error) ? error.code : undefined;
  if (code && (LIMIT_ERROR_CODES as readonly string[]).includes(code)) return `responsible.error.${code}`;
  return `responsible.${fallback}_limit_error`;
}
