import { z } from 'zod/mini';
import { languageCodeSchema } from './language';

/** Protection level thresholds (account §9): at or below 30 bad, below 70 normal, below 100 good, 100 full. */
export const PROTECTION_THRESHOLDS = { bad: 30, good: 70, full: 100 } as const;

export type ProtectionStatus = 'none' | 'bad' | 'normal' | 'good' | 'full';

/** The status a protection level shows as (account §4 protection level status). */
export function protectionStatus(level: number | null): ProtectionStatus {
  if (level === null) return 'none';
  if (level <= PROTECTION_THRESHOLDS.bad) return 'bad';
  if (level < PROTECTION_THRESHOLDS.good) return 'normal';
  if (level < PROTECTION_THRESHOLDS.full) return 'good';
  return 'full';
}

/** Activation type: 0 none, 1 e-mail only, 2 e-mail and phone, 3 phone only. */
export const activationTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type ActivationType = z.infer<typeof activationTypeSchema>;

export const protectionMethodsSchema = z.object({
  is_changed_password: z.boolean(),
  enable_two_factor_auth: z.boolean(),
  enable_phone_binding: z.boolean(),
  enable_security_question: z.boolean(),
  enable_email_auth: z.boolean(),
});
export type ProtectionMethods = z.infer<typeof protectionMethodsSchema>;
export type ProtectionMethod = keyof ProtectionMethods;

/** Ids of the questions a player can pick; the texts are `security.question.<id>` in the dictionary. */
export const SECURITY_QUESTIONS = [
  'mother_maiden_name',
  'first_pet',
  'first_school',
  'favourite_team',
  'birth_city',
] as const;
export const securityQuestionIdSchema = z.enum(SECURITY_QUESTIONS);

/** GET /web-api/security/overview — the player's contacts and protection methods. */
export const securityOverviewSchema = z.object({
  user_id: z.int(),
  login: z.string(),
  email: z.nullable(z.string()),
  email_verified: z.boolean(),
  phone: z.nullable(z.string()),
  phone_verified: z.boolean(),
  activation_type: activationTypeSchema,
  /** 0 to 100, a fifth for each protection method in use. */
  protection_level: z.nullable(z.int().check(z.gte(0), z.lte(100))),
  protection_methods: protectionMethodsSchema,
  security_question: z.nullable(securityQuestionIdSchema),
  /** Unused backup codes of two-factor authentication. */
  backup_codes_left: z.int().check(z.gte(0)),
  /** Days since the password was last changed; null when it never was. */
  changed_pass_day_count: z.nullable(z.int().check(z.gte(0))),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

/** A password a player chooses: 8 to 128 characters with at least one letter and one digit. */
export const newPasswordSchema = z
  .string()
  .check(
    z.minLength(8, 'security.error.password_short'),
    z.maxLength(128, 'security.error.password_long'),
    z.regex(/\p{L}/u, 'security.error.password_letter'),
    z.regex(/\d/, 'security.error.password_digit'),
  );

/** The current password, to confirm a change. */
export const currentPasswordSchema = z.string().check(z.minLength(1), z.maxLength(128));

/** A login name starts with a letter, so it never reads as a user id, a phone or an e-mail. */
export const loginNameSchema = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z][A-Za-z0-9_.-]{2,29}$/, 'security.error.login_format'));

const sixDigitCodeSchema = z.string().check(z.trim(), z.regex(/^\d{6}$/, 'security.error.code_format'));
/** A 6-digit authenticator code or a backup code (xxxx-xxxx). */
export const secondFactorCodeSchema = z
  .string()
  .check(z.trim(), z.regex(/^(\d{6}|[a-z0-9]{4}-[a-z0-9]{4})$/i, 'security.error.second_factor_format'));

/** Answer of the security calls that only confirm. */
export const successAnswerSchema = z.object({ success: z.literal(true) });

/** POST /web-api/security/password — ends every other session of the player. */
export const changePasswordBodySchema = z
  .object({ current_password: currentPasswordSchema, new_password: newPasswordSchema })
  .check(
    z.refine((body) => body.current_password !== body.new_password, {
      path: ['new_password'],
      message: 'security.error.password_same',
    }),
  );

/** POST /web-api/security/login */
export const changeLoginBodySchema = z.object({ login: loginNameSchema, password: currentPasswordSchema });
export const changeLoginAnswerSchema = z.object({ login: z.string() });

/** POST /web-api/security/question */
export const securityQuestionBodySchema = z.object({
  question: securityQuestionIdSchema,
  answer: z.string().check(z.trim(), z.minLength(2, 'security.error.answer_short'), z.maxLength(100)),
  password: currentPasswordSchema,
});

/** POST /web-api/security/email-auth — turning it on needs a confirmed e-mail. */
export const emailAuthBodySchema = z.object({ enabled: z.boolean(), password: currentPasswordSchema });

/** Digits of a national phone number, spaces, dashes and brackets allowed. */
const nationalNumberSchema = z.string().check(
  z.regex(/^[\d\s()-]{4,20}$/, 'security.error.phone_format'),
  z.refine((value) => value.replace(/\D/g, '').length >= 4, 'security.error.phone_format'),
);

/**
 * POST /web-api/security/phone/code — a code to a new phone (binding or change), or with `current` to the
 * phone the account already has (activation).
 */
export const phoneCodeBodySchema = z.union([
  z.object({
    tel_code: z.string().check(z.regex(/^\+?\d{1,4}$/, 'security.error.phone_format')),
    number: nationalNumberSchema,
  }),
  z.object({ current: z.literal(true) }),
]);

/** POST /web-api/security/email/code — a code to a new e-mail, or with `current` to the account's e-mail. */
export const emailCodeBodySchema = z.union([
  z.object({ email: z.email('security.error.email_format').check(z.maxLength(254)) }),
  z.object({ current: z.literal(true) }),
]);

export const codeSentAnswerSchema = z.object({
  success: z.literal(true),
  /** Seconds before another code may be asked for. */
  retry_after: z.int().check(z.gte(0)),
  /** Where the code went, partly hidden: "+7 *** ***-45-67", "a***@example.com". */
  sent_to: z.string(),
});
export type CodeSentAnswer = z.infer<typeof codeSentAnswerSchema>;

/** POST /web-api/security/phone/confirm and /web-api/security/email/confirm — answer the overview. */
export const contactConfirmBodySchema = z.object({ code: sixDigitCodeSchema });

/** POST /web-api/user/accountverify — the e-mail confirmation letter's link: the account and the code it carries. */
export const accountVerifyBodySchema = z.object({ user: z.int().check(z.positive()), code: sixDigitCodeSchema });
export const accountVerifyAnswerSchema = z.object({ confirmed: z.literal(true) });

/** POST /web-api/security/two-factor/setup — a new secret, not in force until enabled with a code from it. */
export const twoFactorSetupAnswerSchema = z.object({
  /** Base32, for typing into an authenticator by hand. */
  secret: z.string().check(z.regex(/^[A-Z2-7]+=*$/)),
  otpauth_url: z.string().check(z.startsWith('otpauth://totp/')),
  /** The otpauth URL as a QR code: an SVG image as a data URL. */
  qr_code: z.string().check(z.startsWith('data:image/svg+xml;base64,')),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupAnswerSchema>;

/** POST /web-api/security/two-factor/enable */
export const twoFactorEnableBodySchema = z.object({ code: sixDigitCodeSchema });
/** Shown once: the platform keeps only their hashes. Each works once instead of an authenticator code. */
export const twoFactorEnableAnswerSchema = z.object({
  backup_codes: z.array(z.string().check(z.regex(/^[a-z0-9]{4}-[a-z0-9]{4}$/))),
});

/** POST /web-api/security/two-factor/disable */
export const twoFactorDisableBodySchema = z.object({ code: secondFactorCodeSchema, password: currentPasswordSchema });

/** GET /web-api/security/sessions — the player's open sessions, newest first. */
export const sessionEntrySchema = z.object({
  /** An opaque handle of the session (never its cookie value). */
  id: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  ip: z.nullable(z.string()),
  user_agent: z.nullable(z.string()),
  current: z.boolean(),
});
export type SessionEntry = z.infer<typeof sessionEntrySchema>;
export const sessionsAnswerSchema = z.object({ sessions: z.array(sessionEntrySchema) });

/** POST /web-api/security/sessions/end-others */
export const endOtherSessionsAnswerSchema = z.object({ ended: z.int().check(z.gte(0)) });

/** POST /web-api/security/sessions/:id/end — ends one other session by its handle; the current one logs out instead. */
export const sessionHandleParamsSchema = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{16}$/, 'security.error.session_not_found')),
});
export const endSessionAnswerSchema = z.object({ id: z.string() });

const recoveryTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'security.error.recovery_expired'));

/**
 * POST /web-api/auth/recovery/start — `login` is a login name, e-mail, user id or phone. The answer is the same
 * whether or not the login exists; the code goes to the account's e-mail, else to its phone.
 */
export const recoveryStartBodySchema = z.object({
  login: z.string().check(z.trim(), z.minLength(1, 'security.error.login_required'), z.maxLength(254)),
  /** The language of the message and of the reset link in it. */
  lng: languageCodeSchema,
});
export const recoveryStartAnswerSchema = z.object({
  token: recoveryTokenSchema,
  retry_after: z.int().check(z.gte(0)),
});

/** POST /web-api/auth/recovery/check — the code from the message; the login it unlocks is shown to approve. */
export const recoveryCheckBodySchema = z.object({ token: recoveryTokenSchema, code: sixDigitCodeSchema });
export const recoveryCheckAnswerSchema = z.object({ login: z.string() });

/** POST /web-api/auth/recovery/save — after a checked code: the new password; every session of the player ends. */
export const recoverySaveBodySchema = z.object({ token: recoveryTokenSchema, password: newPasswordSchema });

/** Query of the reset link in a recovery e-mail: /{lng}/user/passwordreset?token=&code= */
export const passwordResetQuerySchema = z.object({ token: recoveryTokenSchema, code: sixDigitCodeSchema });
