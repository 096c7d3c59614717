import { z } from 'zod/mini';

/** What a player receives: each switch is enforced when the platform sends that kind of message. */
export const mailingPreferencesSchema = z.strictObject({
  news_email: z.boolean(),
  news_sms: z.boolean(),
  deposit_email: z.boolean(),
  bet_email: z.boolean(),
});
export type MailingPreferences = z.infer<typeof mailingPreferencesSchema>;

/** GET and PUT /web-api/mailing-settings: the switches and where the messages would go. */
export const mailingSettingsAnswerSchema = z.object({
  preferences: mailingPreferencesSchema,
  /** Whether the account has an e-mail address and a phone number to send to. */
  has_email: z.boolean(),
  has_phone: z.boolean(),
});
export type MailingSettingsAnswer = z.infer<typeof mailingSettingsAnswerSchema>;

/** POST /web-api/mailing/unsubscribe — the token of a news letter's link; no login needed. */
export const unsubscribeBodySchema = z.strictObject({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'mailing.error.link_invalid')),
});
export const unsubscribeAnswerSchema = z.object({ news_email: z.literal(false) });
