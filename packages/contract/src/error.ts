import { z } from 'zod/mini';

/** Every 4xx/5xx answer of the platform carries this body. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Field-level problems of a rejected body or query. */
    issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
    /** Numeric code some clients act on (captcha 100/111/112/113, fingerprint, terms 1). */
    exception_code: z.optional(z.int()),
    /** What a player's limit leaves, as an amount ("40.00"), when a limit refused the call. */
    remaining: z.optional(z.string()),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
