import { z } from 'zod/mini';

/** Under /web-api/api/internal/v1/account/user-transfer/: a partner's player moves their account here by phone. */
export const transferPartnerSchema = z.string().check(z.regex(/^[a-z0-9-]{1,32}$/));
export const transferPartnerParamsSchema = z.strictObject({ partner: transferPartnerSchema });

const phoneFields = {
  country_code: z.string().check(z.regex(/^\d{1,4}$/, 'the dialling code digits, without a plus')),
  phone: z.string().check(z.regex(/^\d{4,14}$/, 'the national number digits')),
};

export const transferSendCodeBodySchema = z.strictObject({
  ...phoneFields,
  /** The solved captcha as `id:answer`. */
  captcha: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}:[A-Za-z0-9]{1,16}$/)),
  /** The language of the page the player asks from: the text message is written in it. */
  lng: z._default(z.enum(['ru', 'en']), 'ru'),
});
export const transferSendCodeAnswerSchema = z.object({
  success: z.literal(true),
  retry_after: z.int(),
});

/** What a 429 of send-code carries besides its code: the seconds before another code may be asked for. */
export const transferRateLimitedSchema = z.object({ retry_after: z.string().check(z.regex(/^\d{1,4}$/)) });

export const transferCheckCodeBodySchema = z.strictObject({
  ...phoneFields,
  code: z.string().check(z.regex(/^\d{6}$/)),
});
export const transferCheckCodeAnswerSchema = z.object({ redirectToken: z.string().check(z.minLength(1)) });

export const transferUserDataBodySchema = z.strictObject({
  redirectToken: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
});
/** The transferred player: the new account's id and the password to log in with (shown once). */
export const transferUserDataAnswerSchema = z.object({
  user: z.object({ id: z.int().check(z.positive()), password: z.string().check(z.minLength(8)) }),
});
