import { z } from 'zod/mini';

/** GET /web-api/api-v3/v2/user/agreement-rules/status */
export const agreementStatusSchema = z.object({
  /** True when the player has accepted the current terms. */
  result: z.boolean(),
  /** When the player last accepted terms (seconds since the epoch), null if never recorded. */
  updatedAt: z.nullable(z.int()),
  /** The current terms version; the confirmation names it. */
  version: z.int().check(z.nonnegative()),
});
export type AgreementStatus = z.infer<typeof agreementStatusSchema>;

/** POST /web-api/api-v3/v2/user/agreement-rules/confirm — confirms the version the player was shown. */
export const agreementConfirmBodySchema = z.strictObject({ version: z.int().check(z.nonnegative()) });

export const agreementConfirmAnswerSchema = z.extend(agreementStatusSchema, {
  /** The same-site page the player was on before being sent to confirm the terms, if one was remembered. */
  returnTo: z.nullable(z.string()),
});
export type AgreementConfirmAnswer = z.infer<typeof agreementConfirmAnswerSchema>;

/** exception_code of the 451 answer a state-changing account call gets while the terms changed. */
export const TERMS_CHANGED_EXCEPTION_CODE = 1;
