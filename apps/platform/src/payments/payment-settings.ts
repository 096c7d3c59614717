import { z } from 'zod';
import type { Queryable } from '../db/database';

const amountSchema = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'an amount such as 1000 or 250.50');

/** The operator's payment rules, each stored under its key in payment_settings; missing keys take the defaults. */
export const paymentSettingsSchema = z.object({
  /** Withdrawals up to this amount (by currency) are approved without an operator; none by default. */
  withdrawalAutoApproveUpTo: z.record(z.string().regex(/^[A-Z]{3}$/), amountSchema),
  /** deposited: only to a method the player has completed a deposit with; any: to every open method. */
  withdrawalMethodRule: z.enum(['deposited', 'any']),
  /** An unverified player is sent to identification instead of withdrawing. */
  isIdentificationRequiredForWithdrawal: z.boolean(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;
export type PaymentSettingKey = keyof PaymentSettings;

export const PAYMENT_SETTING_DEFAULTS: PaymentSettings = {
  withdrawalAutoApproveUpTo: {},
  withdrawalMethodRule: 'deposited',
  isIdentificationRequiredForWithdrawal: false,
};

export const paymentSettingKeySchema = z.enum(
  Object.keys(PAYMENT_SETTING_DEFAULTS) as [PaymentSettingKey, ...PaymentSettingKey[]],
);

/** The settings in force: stored values that pass their rule, the defaults for the rest. */
export async function readPaymentSettings(db: Queryable): Promise<PaymentSettings> {
  const rows = await db.query<{ key: string; value: unknown }>('select key, value from payment_settings');
  const settings: Record<string, unknown> = { ...PAYMENT_SETTING_DEFAULTS };
  for (const row of rows) {
    const key = paymentSettingKeySchema.safeParse(row.key);
    if (key.success && paymentSettingsSchema.shape[key.data].safeParse(row.value).success) {
      settings[key.data] = row.value;
    }
  }
  return paymentSettingsSchema.parse(settings);
}

export async function writePaymentSetting(db: Queryable, key: PaymentSettingKey, value: unknown): Promise<void> {
  await db.query(
    `insert into payment_settings (key, value) values ($1, $2::jsonb)
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [key, JSON.stringify(value)],
  );
}
