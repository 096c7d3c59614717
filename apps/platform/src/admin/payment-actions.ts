import { PAYMENT_METHOD_KINDS } from '@betfront/contract/payments';
import { z } from 'zod';
import { HttpError } from '../http/http-error';
import {
  paymentSettingKeySchema,
  paymentSettingsSchema,
  readPaymentSettings,
  writePaymentSetting,
} from '../payments/payment-settings';
import { approveWithdrawal, rejectWithdrawal } from '../payments/withdrawal-decisions';
import { defineAction } from './define-action';
import { adminAmount } from './admin-amount';

const paymentId = z.coerce.string().regex(/^\d{1,18}$/, 'a payment id');
const switchValue = z.enum(['on', 'off']).transform((value) => value === 'on');

/** Every payment method, by currency, as the operator set it. */
export const paymentMethodList = defineAction(
  z.object({
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
  }),
  async ({ db }, input) =>
    db.query(
      `select code, currency_iso as "currencyIso", kind, position, is_deposit_enabled as "isDepositEnabled",
         is_withdrawal_enabled as "isWithdrawalEnabled", min_amount::text as "minAmount", max_amount::text as "maxAmount",
         fee_percent::text as "feePercent", fee_fixed::text as "feeFixed", processing_minutes as "processingMinutes"
       from payment_methods where $1::text is null or currency_iso = $1 order by currency_iso, position, code`,
      [input.currency ?? null],
    ),
);

/** Opens a method in a currency (kind, min and max needed) or changes what is given of an existing one. */
export const paymentMethodSet = defineAction(
  z.object({
    code: z.string().regex(/^[a-z0-9_]{1,40}$/),
    currency: z.string().regex(/^[A-Z]{3}$/),
    kind: z.enum(PAYMENT_METHOD_KINDS).optional(),
    min: adminAmount.optional(),
    max: adminAmount.optional(),
    feePercent: z
      .string()
      .regex(/^\d{1,2}(\.\d{1,2})?$/, 'a percentage such as 1.5')
      .optional(),
    feeFixed: adminAmount.optional(),
    minutes: z.coerce.number().int().min(0).max(10080).optional(),
    deposit: switchValue.optional(),
    withdrawal: switchValue.optional(),
  }),
  async ({ db }, input) => {
    const changes = [
      input.kind ?? null,
      input.min ?? null,
      input.max ?? null,
      input.feePercent ?? null,
      input.feeFixed ?? null,
      input.minutes ?? null,
      input.deposit ?? null,
      input.withdrawal ?? null,
    ];
    const updated = await db.query(
      `update payment_methods set kind = coalesce($3, kind), min_amount = coalesce($4::numeric, min_amount),
         max_amount = coalesce($5::numeric, max_amount), fee_percent = coalesce($6::numeric, fee_percent),
         fee_fixed = coalesce($7::numeric, fee_fixed), processing_minutes = coalesce($8, processing_minutes),
         is_deposit_enabled = coalesce($9, is_deposit_enabled),
         is_withdrawal_enabled = coalesce($10, is_withdrawal_enabled)
       where code = $1 and currency_iso = $2 returning code`,
      [input.code, input.currency, ...changes],
    );
    if (updated.length > 0) return { code: input.code, currency: input.currency, saved: true };
    if (!input.kind || !input.min || !input.max) {
      throw new HttpError(400, 'invalid_request', 'A new method needs --kind, --min and --max');
    }
    await db.query(
      `insert into payment_methods (code, currency_iso, kind, min_amount, max_amount, fee_percent, fee_fixed,
         processing_minutes, is_deposit_enabled, is_withdrawal_enabled)
       values ($1, $2, $3, $4::numeric, $5::numeric, coalesce($6::numeric, 0), coalesce($7::numeric, 0),
         coalesce($8, 0), coalesce($9, true), coalesce($10, true))`,
      [input.code, input.currency, ...changes],
    );
    return { code: input.code, currency: input.currency, saved: true };
  },
);

/** A value typed on the command line may be JSON (`{"RUB":"1000"}`); anything else stays as it came. */
function jsonOrText(value: unknown): unknown {
  if (typeof value !== 'string' || !value.startsWith('{')) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

export const paymentSettingsShow = defineAction(z.object({}), async ({ db }) => readPaymentSettings(db));

export const paymentSettingSet = defineAction(
  z.object({ key: paymentSettingKeySchema, value: z.unknown() }),
  async ({ db }, input) => {
    const parsed = paymentSettingsSchema.shape[input.key].safeParse(jsonOrText(input.value));
    if (!parsed.success) {
      throw new HttpError(400, 'invalid_request', `${input.key}: ${parsed.error.issues[0]?.message ?? 'not valid'}`);
    }
    await writePaymentSetting(db, input.key, parsed.data);
    return readPaymentSettings(db);
  },
);

/** The withdrawals waiting for a decision, oldest first. */
export const withdrawalList = defineAction(z.object({}), async ({ db }) =>
  db.query(
    `select id::text as id, user_id as "userId", account_id as "accountId", method_code as "methodCode",
       amount::text as amount, fee::text as fee, currency_iso as "currencyIso", status, created_at as "createdAt"
     from payments where direction = 'withdrawal' and status = 'pending' order by id`,
  ),
);

export const withdrawalApprove = defineAction(z.object({ id: paymentId }), async ({ db }, input) =>
  approveWithdrawal(db, input.id),
);

export const withdrawalReject = defineAction(
  z.object({ id: paymentId, reason: z.string().trim().min(3).max(500) }),
  async ({ db }, input) => rejectWithdrawal(db, input.id, input.reason),
);
