import { z } from 'zod';

/** Under /web-api/api/internal/v1/account/user-transfer/: a partner's player moves their account here by phone. */
export const transferPartnerParamsSchema = z.object({ partner: z.string().regex(/^[a-z0-9-]{1,32}$/) }).strict();

const phoneFields = {
  country_code: z.string().regex(/^\d{1,4}$/, 'the dialling code digits, without a plus'),
  phone: z.string().regex(/^\d{4,14}$/, 'the national number digits'),
};

export const transferSendCodeBodySchema = z
  .object({
    ...phoneFields,
    /** The solved captcha as `id:answer`. */
    captcha: z.string().regex(/^[A-Za-z0-9_-]{1,64}:[A-Za-z0-9]{1,16}$/),
  })
  .strict();
export const transferSendCodeAnswerSchema = z.object({ success: z.literal(true), retry_after: z.number().int() });

export const transferCheckCodeBodySchema = z.object({ ...phoneFields, code: z.string().regex(/^\d{6}$/) }).strict();
export const transferCheckCodeAnswerSchema = z.object({ redirectToken: z.string().min(1) });

export const transferUserDataBodySchema = z.object({ redirectToken: z.string().regex(/^[A-Za-z0-9_-]{43}$/) }).strict();
/** The transferred player: the new account's id and the password to log in with (shown once). */
export const transferUserDataAnswerSchema = z.object({
  user: z.object({ id: z.number().int().positive(), password: z.string().min(8) }),
});
