import { z } from 'zod/mini';

/** How a player registered; the names analytics uses (account §4). */
export const REGISTRATION_TYPES = ['one_click', 'phone', 'full', 'social'] as const;
export const registrationTypeSchema = z.enum(REGISTRATION_TYPES);
export type RegistrationType = z.infer<typeof registrationTypeSchema>;

/** The bonus a new player chooses: 0 declines, 1 the sport bonus, 2 the casino bonus. */
export const BONUS_CHOICES = [0, 1, 2] as const;
export const bonusChoiceSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type BonusChoice = z.infer<typeof bonusChoiceSchema>;

/** How a one-click player keeps the generated credentials: 0 to a file, 1 to an image, 2 by e-mail. */
export const CREDENTIALS_SAVE_OPTIONS = { file: 0, image: 1, email: 2 } as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

/** Currencies by their table id, countries by their ISO 3166-1 numeric code. */
const idSchema = z.int().check(z.gte(1), z.lte(1_000_000));
export const registrationPasswordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `The password has at least ${PASSWORD_MIN_LENGTH} characters`),
    z.maxLength(PASSWORD_MAX_LENGTH, `The password has at most ${PASSWORD_MAX_LENGTH} characters`),
    z.regex(/^[\x21-\x7e]+$/, 'The password uses Latin letters, digits and signs, without spaces'),
    z.regex(/[A-Za-z]/, 'The password has at least one letter'),
    z.regex(/\d/, 'The password has at least one digit'),
  );
export const registrationEmailSchema = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254)),
  z.email('Not an e-mail address'),
);
/** The national number: digits, spaces, dashes and brackets; its length is checked against the country. */
export const nationalNumberSchema = z.string().check(z.regex(/^[\d\s()-]{4,20}$/, 'Not a phone number'));
export const smsCodeSchema = z.string().check(z.regex(/^\d{6}$/, 'The code has six digits'));

/** The page's language a registration is made in: the new player's letters and codes are worded in it. */
const registrationLanguageSchema = z._default(z.enum(['ru', 'en']), 'ru');

/** What every registration type asks for. */
const registrationChoicesSchema = z.object({
  currency_id: idSchema,
  country_id: idSchema,
  bonus_choice: bonusChoiceSchema,
});
export type RegistrationChoices = z.infer<typeof registrationChoicesSchema>;

export const registrationCurrencySchema = z.object({
  id: z.int(),
  iso: z.string(),
  symbol: z.string(),
  name: z.string(),
});
export type RegistrationCurrency = z.infer<typeof registrationCurrencySchema>;

export const registrationCountrySchema = z.object({
  id: z.int(),
  code: z.string().check(z.regex(/^[A-Z]{2}$/)),
  name: z.string(),
  /** Dialling code digits, without the plus. */
  tel_code: z.string().check(z.regex(/^\d{1,4}$/)),
});
export type RegistrationCountry = z.infer<typeof registrationCountrySchema>;

/** GET /web-api/registration/options?lng= */
export const registrationOptionsQuerySchema = z.object({ lng: z._default(z.enum(['ru', 'en']), 'ru') });
export const registrationOptionsSchema = z.object({
  /** False on a vip domain or when the operator switched registration off. */
  available: z.boolean(),
  currencies: z.array(registrationCurrencySchema),
  countries: z.array(registrationCountrySchema),
  default_currency_id: z.int(),
  default_country_id: z.int(),
  /** The OAuth 2 provider of social registration, null when none is configured. */
  social: z.nullable(z.object({ provider_name: z.string() })),
  /** The opening balance new players get in demo mode, a decimal string; null outside demo mode. */
  demo_balance: z.nullable(z.string()),
});
export type RegistrationOptions = z.infer<typeof registrationOptionsSchema>;

/** A finished registration: the player is logged in (session cookie). */
export const registeredAnswerSchema = z.object({
  user_id: z.int(),
  /** The page recorded before registration began, to go to now; null to reload the current one. */
  redirect_to: z.nullable(z.string()),
});
export type RegisteredAnswer = z.infer<typeof registeredAnswerSchema>;

/** POST /web-api/registration/one-click */
export const oneClickBodySchema = z.extend(registrationChoicesSchema, { lng: registrationLanguageSchema });
export type OneClickBody = z.input<typeof oneClickBodySchema>;
export const oneClickAnswerSchema = z.extend(registeredAnswerSchema, { login: z.string(), password: z.string() });
export type OneClickAnswer = z.infer<typeof oneClickAnswerSchema>;

/** POST /web-api/registration/credentials/email — a one-click player sends the credentials to themselves. */
export const credentialsEmailBodySchema = z.object({
  email: registrationEmailSchema,
  password: z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH)),
});
export const credentialsEmailAnswerSchema = z.object({ success: z.literal(true) });

/** POST /web-api/registration/phone/code */
export const phoneCodeBodySchema = z.object({
  /** The dialling code, digits without the plus; the number's length is checked against its countries. */
  phone_code: z.string().check(z.regex(/^\d{1,4}$/, 'Not a dialling code')),
  phone_number: nationalNumberSchema,
  lng: registrationLanguageSchema,
});
export const codeSentAnswerSchema = z.object({
  success: z.literal(true),
  /** Seconds before another code may be asked for. */
  retry_after: z.int().check(z.gte(0)),
});
export type PhoneCodeBody = z.input<typeof phoneCodeBodySchema>;

/** POST /web-api/registration/phone */
export const phoneRegistrationBodySchema = z.extend(registrationChoicesSchema, {
  ...phoneCodeBodySchema.shape,
  sms_code: smsCodeSchema,
  password: registrationPasswordSchema,
});
export type PhoneRegistrationBody = z.input<typeof phoneRegistrationBodySchema>;

/** POST /web-api/registration/email — sends the activation letter; the account opens on activation. */
export const emailRegistrationBodySchema = z.extend(registrationChoicesSchema, {
  email: registrationEmailSchema,
  password: registrationPasswordSchema,
  lng: registrationLanguageSchema,
});
export type EmailRegistrationBody = z.input<typeof emailRegistrationBodySchema>;
export const emailSentAnswerSchema = z.object({ success: z.literal(true), email: z.string() });

/** POST /web-api/registration/email/activate — the link's token (activatefast) or the e-mail and its code (activate). */
export const ACTIVATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const activationBodySchema = z.union([
  z.object({ token: z.string().check(z.regex(ACTIVATION_TOKEN_PATTERN, 'Not an activation token')) }),
  z.object({ email: registrationEmailSchema, code: smsCodeSchema }),
]);
export type ActivationBody = z.input<typeof activationBodySchema>;

/** GET /web-api/registration/social/start — leaves for the provider's authorization page. */
export const socialStartQuerySchema = z.object({
  currency_id: z.pipe(z.coerce.number(), idSchema),
  country_id: z.pipe(z.coerce.number(), idSchema),
  bonus_choice: z.pipe(z.coerce.number(), bonusChoiceSchema),
  lng: registrationLanguageSchema,
});

/** GET /web-api/registration/social/callback — where the provider sends the browser back. */
export const socialCallbackQuerySchema = z.union([
  z.object({
    code: z.string().check(z.minLength(1), z.maxLength(512)),
    state: z.string().check(z.minLength(1), z.maxLength(128)),
  }),
  z.object({
    error: z.string().check(z.minLength(1), z.maxLength(128)),
    state: z.optional(z.string().check(z.maxLength(128))),
  }),
]);

/** `?error=` the social registration page shows after a failed return from the provider. */
export const SOCIAL_ERROR_CODES = ['denied', 'expired', 'provider', 'closed'] as const;
export const socialErrorCodeSchema = z.enum(SOCIAL_ERROR_CODES);
export type SocialErrorCode = z.infer<typeof socialErrorCodeSchema>;
