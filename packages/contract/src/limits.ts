import { z } from 'zod/mini';

/**
 * The limit service, under /limit-service-api/api/external/web/v3/ (every call carries X-Language). Money
 * limits are amounts of the main account's currency; 999999999 (money) and -1 (session, reality check) mean
 * "no limit".
 */
export const LIMIT_SERVICE_BASE = '/limit-service-api/api/external/web/v3';

export const limitStateSchema = z.enum(['ACTIVE', 'PENDING', 'INACTIVE']);
export const limitKindSchema = z.enum([
  'wagering',
  'loss',
  'deposit',
  'selfExclusion',
  'session',
  'realityCheck',
  'timeOut',
]);
export const limitMeasureSchema = z.enum(['money', 'hours', 'minutes', 'days']);

const epochSeconds = z.nullable(z.int());

/** One limit of the player: the ACTIVE value, a PENDING change, or an INACTIVE type with nothing set. */
export const clientLimitSchema = z.object({
  limitType: z.int(),
  limitValue: z.nullable(z.number()),
  /** What is left of it now: an amount, seconds of play today, or seconds until an exclusion ends. */
  limitBalance: z.nullable(z.number()),
  limitState: limitStateSchema,
  /** A pending change the player may confirm now. */
  needApprove: z.boolean(),
  startedAt: epochSeconds,
  endsAt: epochSeconds,
  measure: limitMeasureSchema,
  label: z.string(),
  /** The label of each value the player may choose, by value. */
  optionsMap: z.record(z.string(), z.string()),
  /** null: any amount above 0. */
  availableValues: z.nullable(z.array(z.number())),
  type: limitKindSchema,
});
export type ClientLimit = z.infer<typeof clientLimitSchema>;

export const limitsAnswerSchema = z.object({ limits: z.array(clientLimitSchema) });

export const availableLimitSchema = z.object({
  limitType: z.int(),
  type: limitKindSchema,
  measure: limitMeasureSchema,
  label: z.string(),
  optionsMap: z.record(z.string(), z.string()),
  availableValues: z.nullable(z.array(z.number())),
  noLimitValue: z.nullable(z.number()),
});
export const availableLimitsAnswerSchema = z.object({ limits: z.array(availableLimitSchema) });

export const requestedLimitSchema = z.strictObject({
  limitType: z.int(),
  limitValue: z.number(),
  /** The self-exclusion reason (GET reasons/selfexclude). */
  reasonId: z.optional(z.int()),
});
export const setLimitsBodySchema = z.strictObject({
  limits: z.array(requestedLimitSchema).check(z.minLength(1), z.maxLength(20)),
});

export const limitQuestionSchema = z.object({ questionId: z.int(), text: z.string() });

/** Codes of the spec: 200 saved; 202 questions to answer first (nothing saved yet). */
export const setLimitsAnswerSchema = z.object({
  status: z.union([z.literal(200), z.literal(202)]),
  questions: z.array(limitQuestionSchema),
  tokenGuid: z.nullable(z.string()),
  limitsData: z.array(clientLimitSchema),
});

export const testAnswersBodySchema = z.strictObject({
  tokenGuid: z.string().check(z.minLength(1), z.maxLength(100)),
  answers: z.array(z.strictObject({ questionId: z.int(), answer: z.boolean() })).check(z.maxLength(20)),
});
export const testAnswersAnswerSchema = z.object({
  /** Each question with whether its answer allows the change. */
  questionsResult: z.array(z.object({ questionId: z.int(), passed: z.boolean() })),
  success: z.boolean(),
  limitsData: z.array(clientLimitSchema),
});

export const limitActionBodySchema = z.strictObject({
  action: z.enum(['confirm', 'reject']),
  limitType: z.int(),
});
/** 204: the action is saved. */
export const limitActionAnswerSchema = z.object({
  status: z.literal(204),
  limitsData: z.array(clientLimitSchema),
});

export const deleteLimitQuerySchema = z.strictObject({ limitType: z.coerce.number().check(z.int()) });

export const selfExcludeReasonsAnswerSchema = z.object({
  reasons: z.array(z.object({ id: z.int(), title: z.string() })),
});

export const blockUserAnswerSchema = z.object({ success: z.literal(true) });

export const limitPingBodySchema = z.strictObject({
  /** The player pressed "continue" on the reality check. */
  realityCheckSeen: z.optional(z.boolean()),
});
export const realityCheckSchema = z.object({
  sessionSeconds: z.int(),
  stakes: z.string(),
  /** Returns minus stakes over the session, signed ("-150.00"). */
  netResult: z.string(),
  currencyIso: z.string(),
});
export const limitPingAnswerSchema = z.object({
  /** Seconds of play left today under the session limit; null without one. */
  sessionSecondsLeft: z.nullable(z.int()),
  /** The reality check due now; null when none is due. */
  realityCheck: z.nullable(realityCheckSchema),
  /** Seconds until the next reality check is due; null without one. */
  realityCheckInSeconds: z.nullable(z.int()),
});

/** Named refusals of the limit service and of the money gate's limit checks. */
export const LIMIT_ERROR_CODES = [
  'limit_type_unknown',
  'limit_value_invalid',
  'limit_token_invalid',
  'limit_answers_incomplete',
  'exclusion_active',
  'no_pending_limit',
  'limit_not_confirmable_yet',
  'limit_not_found',
  'self_excluded',
  'timed_out',
  'deposit_limit_exceeded',
  'wagering_limit_exceeded',
  'loss_limit_exceeded',
  'session_limit_ended',
] as const;
export type LimitErrorCode = (typeof LIMIT_ERROR_CODES)[number];
