import { z } from 'zod/mini';
import { mailingPreferencesSchema } from './mailing';

/** 0 declines, 1 the sport bonus, 2 the casino bonus (the registration's choice). */
export const bonusChoiceSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** GET /web-api/office/settings — the office settings sections the player can change. */
export const officeSettingsAnswerSchema = z.object({
  commonSettings: z.object({
    /** Whether the header shows the balance of the active account. */
    user_hide_balance: z.boolean(),
  }),
  notificationSettings: z.object({
    ...mailingPreferencesSchema.shape,
    /** Whether the account has an address for e-mail and for SMS: a channel without one stays off. */
    has_email: z.boolean(),
    has_phone: z.boolean(),
  }),
  bonusSetting: z.object({
    bonus_choice: bonusChoiceSchema,
    /** The choice answers the first deposit: it may be changed only until then. */
    is_changeable: z.boolean(),
  }),
  firstDepositBonusSetting: z.object({
    /** The welcome bonus of the choice waits for the player's first deposit. */
    isAvailableFirstDepositBonus: z.boolean(),
  }),
});
export type OfficeSettingsAnswer = z.infer<typeof officeSettingsAnswerSchema>;

const flag = <Id extends string>(id: Id) => z.strictObject({ id: z.literal(id), value: z.boolean() });

/** POST /web-api/office/settings — one setting saved by its id and value. */
export const officeSettingBodySchema = z.discriminatedUnion('id', [
  flag('user_hide_balance'),
  flag('news_email'),
  flag('news_sms'),
  flag('deposit_email'),
  flag('bet_email'),
  z.strictObject({ id: z.literal('bonus_choice'), value: bonusChoiceSchema }),
]);
export type OfficeSettingBody = z.infer<typeof officeSettingBodySchema>;
export type OfficeSettingId = OfficeSettingBody['id'];
export const officeSettingIdSchema = z.enum([
  'user_hide_balance',
  'news_email',
  'news_sms',
  'deposit_email',
  'bet_email',
  'bonus_choice',
] as const satisfies readonly OfficeSettingId[]);

/** The answer of a save: the settings as they now stand. */
export const officeSettingSavedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  settings: officeSettingsAnswerSchema,
});
export type OfficeSettingSaved = z.infer<typeof officeSettingSavedSchema>;
