import { z } from 'zod';

/** The header the site sends its device fingerprint token in. */
export const FINGERPRINT_HEADER = 'x-fingerprint';
/** exception_code of the 400 answer to a missing-or-stale fingerprint; the client refreshes it and retries. */
export const FINGERPRINT_EXCEPTION_CODE = 120;

const MAX_COMPONENTS = 40;

const componentValueSchema = z.union([z.string().max(512), z.number().finite(), z.boolean(), z.null()]);

/** POST /web-api/fingerprint — what the fingerprint script gathered about the device. */
export const fingerprintBodySchema = z.object({
  components: z
    .record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/, 'Not a component name'), componentValueSchema)
    .refine((components) => Object.keys(components).length > 0, 'At least one component is needed')
    .refine((components) => Object.keys(components).length <= MAX_COMPONENTS, `At most ${MAX_COMPONENTS} components`),
});

/** The signed fingerprint: the token to send back in `x-fingerprint`, its expiry (ms) and the device id. */
export const fingerprintAnswerSchema = z.object({
  token: z.string().min(1),
  expiresAt: z.number().int(),
  data: z.object({ visitorId: z.string() }),
});
export type FingerprintAnswer = z.infer<typeof fingerprintAnswerSchema>;
