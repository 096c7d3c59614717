import { z } from 'zod/mini';
import { moneySchema } from './accounts';
import { requestIdSchema } from './bets';

export const PAYMENT_METHOD_KINDS = ['card', 'sbp', 'ewallet', 'mobile', 'bank', 'crypto'] as const;
export const paymentMethodKindSchema = z.enum(PAYMENT_METHOD_KINDS);
export type PaymentMethodKind = z.infer<typeof paymentMethodKindSchema>;

export const paymentDirectionSchema = z.enum(['deposit', 'withdrawal']);
export type PaymentDirection = z.infer<typeof paymentDirectionSchema>;

/**
 * deposit: created → pending → completed | declined | cancelled;
 * withdrawal: pending → approved → completed | declined, or pending → rejected | cancelled.
 */
export const PAYMENT_STATUSES = [
  'created',
  'pending',
  'approved',
  'completed',
  'declined',
  'cancelled',
  'rejected',
] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** A status no webhook or operator changes any more. */
export const isFinalPaymentStatus = (status: PaymentStatus): boolean =>
  status === 'completed' || status === 'declined' || status === 'cancelled' || status === 'rejected';

const currencyIsoSchema = z.string().check(z.regex(/^[A-Z]{3}$/));

/** One way to pay in or out in one currency, as the operator set it. */
export const paymentMethodSchema = z.object({
  code: z.string().check(z.regex(/^[a-z0-9_]{1,40}$/)),
  kind: paymentMethodKindSchema,
  currencyIso: currencyIsoSchema,
  minAmount: moneySchema,
  maxAmount: moneySchema,
  /** The fee: feePercent of the amount plus feeFixed, rounded up to the cent. */
  feePercent: z.string().check(z.regex(/^\d{1,2}\.\d{2}$/)),
  feeFixed: moneySchema,
  /** 0 means at once. */
  processingMinutes: z.int().check(z.gte(0)),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** GET /web-api/payments/methods?direction=deposit|withdrawal[&accountId=] */
export const paymentMethodsQuerySchema = z.object({
  direction: paymentDirectionSchema,
  accountId: z.optional(z.coerce.number().check(z.int(), z.positive())),
});

export const paymentMethodsAnswerSchema = z.object({
  accountId: z.int().check(z.positive()),
  currencyIso: currencyIsoSchema,
  methods: z.array(paymentMethodSchema),
});
export type PaymentMethodsAnswer = z.infer<typeof paymentMethodsAnswerSchema>;

/**
 * An amount as the player typed it. The platform names what is wrong with it (amount_not_positive,
 * amount_precision, amount_below_minimum, amount_above_maximum) rather than refusing its shape.
 */
export const typedAmountSchema = z
  .string()
  .check(z.regex(/^-?\d{1,15}(\.\d{1,12})?$/, 'an amount such as 1500 or 250.50'));

/** POST /web-api/payments/deposits and POST /web-api/payments/withdrawals */
export const paymentRequestBodySchema = z.strictObject({
  /** The player's main or currency account; the main account when missing. */
  accountId: z.optional(z.int().check(z.positive())),
  methodCode: z.string().check(z.regex(/^[a-z0-9_]{1,40}$/)),
  amount: typedAmountSchema,
  /** The browser's id of this attempt: sending it again never makes a second payment. */
  requestId: requestIdSchema,
  /** The site language the player comes back to from the provider's page. */
  language: z.optional(z.string().check(z.regex(/^[a-z]{2}$/))),
});
export type PaymentRequestBody = z.infer<typeof paymentRequestBodySchema>;

export const paymentSchema = z.object({
  id: z.string().check(z.regex(/^\d+$/)),
  direction: paymentDirectionSchema,
  status: paymentStatusSchema,
  methodCode: z.string(),
  methodKind: z.nullable(paymentMethodKindSchema),
  accountId: z.int().check(z.positive()),
  currencyIso: currencyIsoSchema,
  amount: moneySchema,
  fee: moneySchema,
  /** What reaches the account (deposit) or the player's method (withdrawal): amount less the fee. */
  netAmount: moneySchema,
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentAnswerSchema = z.object({ payment: paymentSchema });

/** The deposit's answer: the browser goes on to the provider's page. */
export const depositAnswerSchema = z.object({ payment: paymentSchema, redirectUrl: z.string() });
export type DepositAnswer = z.infer<typeof depositAnswerSchema>;

/** GET /web-api/payments — the player's deposits and withdrawals, newest first. */
export const paymentsQuerySchema = z.object({
  direction: z.optional(paymentDirectionSchema),
  status: z.optional(paymentStatusSchema),
  from: z.optional(z.iso.date()),
  to: z.optional(z.iso.date()),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
});

export const paymentsAnswerSchema = z.object({
  payments: z.array(paymentSchema),
  total: z.int().check(z.gte(0)),
});
export type PaymentsAnswer = z.infer<typeof paymentsAnswerSchema>;
