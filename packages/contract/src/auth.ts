import { z } from 'zod/mini';

/**
 * `exception_code` of a 400 answer that asks for a captcha. The client shows a captcha and retries the call
 * with the header `x-captcha: <captchaId>:<answer>`; every code means "solve a new challenge".
 */
export const CAPTCHA_EXCEPTION_CODES = {
  /** Too many failed attempts: this call now needs a solved captcha. */
  required: 100,
  /** The answer did not match the challenge. */
  wrong: 111,
  /** The challenge expired before it was answered. */
  expired: 112,
  /** No challenge id was given, or the id is unknown or already used. */
  missingId: 113,
} as const;

/** Captcha `type` that makes the client log the player out; the platform never sends it. */
export const CAPTCHA_LOGOUT_TYPE = 2;

/** The request header that carries a captcha answer alongside a guarded call. */
export const CAPTCHA_HEADER = 'x-captcha';

const captchaIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/, 'Not a captcha id'));

/** GET /web-api/captcha/update */
export const captchaChallengeSchema = z.object({
  captchaId: captchaIdSchema,
  /** An SVG image as a data URL. */
  image: z.string().check(z.startsWith('data:image/svg+xml;base64,')),
  /** Seconds until the challenge expires. */
  time: z.int().check(z.gte(0)),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** GET /web-api/captcha/gettime?captchaId= */
export const captchaTimeQuerySchema = z.object({ captchaId: captchaIdSchema });
export const captchaTimeAnswerSchema = z.object({ time: z.int().check(z.gte(0)) });

/** POST /web-api/captcha/validate — checks and uses up the challenge, whatever the outcome. */
export const captchaValidateBodySchema = z.object({
  captchaId: captchaIdSchema,
  answer: z.string().check(z.minLength(1), z.maxLength(20)),
});
export const captchaValidateAnswerSchema = z.object({
  success: z.boolean(),
  /** 0 on success, else one of CAPTCHA_EXCEPTION_CODES. */
  type: z.int(),
  /** Seconds the challenge had left; 0 once it is expired or unknown. */
  time: z.int().check(z.gte(0)),
  error_message: z.string(),
});
export type CaptchaValidateAnswer = z.infer<typeof captchaValidateAnswerSchema>;

const passwordSchema = z.string().check(z.minLength(1), z.maxLength(128));
/** Digits of a national phone number, spaces, dashes and brackets allowed. */
const phoneNumberSchema = z.string().check(
  z.regex(/^[\d\s()-]{4,20}$/, 'Not a phone number'),
  z.refine((value) => value.replace(/\D/g, '').length >= 4, 'Not a phone number'),
);
/** The international dialling code, with or without the plus: "7", "+7", "375". */
const phoneCodeSchema = z.string().check(z.regex(/^\+?\d{1,4}$/, 'Not a dialling code'));
const saveSchema = z._default(z.boolean(), false);

/** POST /web-api/auth/login — uLogin is a login name, an e-mail or a numeric user id. */
export const loginBodySchema = z.object({
  uLogin: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  uPassword: passwordSchema,
  save: saveSchema,
});

/** POST /web-api/auth/login-phone — country_code is the dialling code of the phone. */
export const loginPhoneBodySchema = z.object({
  phone_number: phoneNumberSchema,
  country_code: phoneCodeSchema,
  uPassword: passwordSchema,
  save: saveSchema,
});

/** POST /web-api/auth/sms/send */
export const smsSendBodySchema = z.object({
  'phone-number': phoneNumberSchema,
  'phone-code': phoneCodeSchema,
});
/** The same answer whether or not a player has the phone, so the call does not reveal who is registered. */
export const smsSendAnswerSchema = z.object({
  success: z.literal(true),
  /** Seconds before another code may be requested for this phone. */
  retry_after: z.int().check(z.gte(0)),
});

/** POST /web-api/auth/login-sms */
export const loginSmsBodySchema = z.object({
  'phone-number': phoneNumberSchema,
  'phone-code': phoneCodeSchema,
  'sms-code': z.string().check(z.regex(/^\d{6}$/, 'The code has six digits')),
  save: saveSchema,
});

/** A login that opened a session; the session itself travels in the `bf_session` cookie. */
export const loggedInAnswerSchema = z.object({ user_id: z.int() });
/**
 * The password (or SMS code) was right but the player has two-factor authentication on: no session yet.
 * The pending login travels in the HttpOnly `bf_two_step` cookie (5 minutes); the client shows the
 * `login_password_two_step_code` form and sends POST /web-api/auth/login-two-step.
 */
export const twoStepRequiredAnswerSchema = z.object({ two_step_required: z.literal(true) });
/** Every answer of a login call that succeeded. */
export const loginAnswerSchema = z.union([loggedInAnswerSchema, twoStepRequiredAnswerSchema]);

/**
 * The query that opens the login page at the second step: a sign-in that came back from another site (social
 * sign-in) and still needs the account's code goes there.
 */
export const SECOND_STEP_QUERY = { step: 'code' } as const;
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** POST /web-api/auth/login-two-step — a 6-digit authenticator code or a backup code (xxxx-xxxx). */
export const loginTwoStepBodySchema = z.object({
  code: z
    .string()
    .check(z.trim(), z.regex(/^(\d{6}|[a-z0-9]{4}-[a-z0-9]{4})$/i, 'Enter the 6-digit code or a backup code')),
  save: saveSchema,
});

/** POST /web-api/auth/disconnect and /web-api/auth/disconnect-all */
export const disconnectAnswerSchema = z.object({ success: z.literal(true) });

/** Messages the platform would send by SMS or e-mail; outside production they can be read back. */
export const outboxChannelSchema = z.enum(['sms', 'email']);
export const outboxMessageSchema = z.object({
  id: z.int(),
  channel: outboxChannelSchema,
  recipient: z.string(),
  subject: z.nullable(z.string()),
  body: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** GET /dev/outbox.json?to= (not in production) */
export const outboxQuerySchema = z.object({ to: z.optional(z.string().check(z.minLength(1), z.maxLength(254))) });
export const outboxAnswerSchema = z.object({ messages: z.array(outboxMessageSchema) });
