import { z } from 'zod/mini';

/**
 * Every kind of money movement the ledger records. A movement's kind and reference (a coupon id, a payment
 * id, a round id…) form its uniqueness key: the same movement retried is recorded once.
 */
export const LEDGER_KINDS = [
  'opening',
  'stake',
  'win',
  'refund',
  'cash_out',
  'deposit',
  'withdrawal_hold',
  'withdrawal_paid',
  'withdrawal_released',
  'conversion',
  'transfer',
  'bonus_credit',
  'bonus_release',
  'bonus_forfeit',
  'cashback',
  'casino_debit',
  'casino_credit',
  'casino_rollback',
  'adjustment',
  'referral_reward',
] as const;

export const ledgerKindSchema = z.enum(LEDGER_KINDS);
export type LedgerKind = z.infer<typeof ledgerKindSchema>;

/** The groups the office's history of movements filters by. */
export const MOVEMENT_GROUPS = {
  bets: ['stake', 'win', 'refund', 'cash_out'],
  payments: ['deposit', 'withdrawal_hold', 'withdrawal_paid', 'withdrawal_released'],
  casino: ['casino_debit', 'casino_credit', 'casino_rollback'],
  bonuses: ['bonus_credit', 'bonus_release', 'bonus_forfeit', 'cashback', 'referral_reward'],
  other: ['opening', 'conversion', 'transfer', 'adjustment'],
} as const satisfies Record<string, readonly LedgerKind[]>;

export const movementGroupSchema = z.enum(['bets', 'payments', 'casino', 'bonuses', 'other']);
export type MovementGroup = z.infer<typeof movementGroupSchema>;

/** A signed amount with exactly 2 places: "-150.00" left the account, "250.00" came in. */
export const signedMoneySchema = z.string().check(z.regex(/^-?\d{1,18}\.\d{2}$/, 'an amount such as -150.00'));

/** GET /web-api/ledger/movements — the player's account movements, newest first, read from the journal. */
export const movementsQuerySchema = z.object({
  /** One of the player's accounts; every account of the player when missing. */
  accountId: z.optional(z.coerce.number().check(z.int(), z.positive())),
  group: z.optional(movementGroupSchema),
  from: z.optional(z.iso.date()),
  to: z.optional(z.iso.date()),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
});

export const accountMovementSchema = z.object({
  /** The journal entry's id. */
  id: z.string().check(z.regex(/^\d+$/)),
  kind: ledgerKindSchema,
  /** What the movement belongs to, e.g. "coupon:700000123". */
  reference: z.string(),
  accountId: z.int().check(z.positive()),
  currencyIso: z.string().check(z.regex(/^[A-Z]{3}$/)),
  amount: signedMoneySchema,
  /** The account's balance right after this movement. */
  balanceAfter: signedMoneySchema,
  createdAt: z.iso.datetime({ offset: true }),
});
export type AccountMovement = z.infer<typeof accountMovementSchema>;

export const movementsAnswerSchema = z.object({
  movements: z.array(accountMovementSchema),
  total: z.int().check(z.gte(0)),
});
export type MovementsAnswer = z.infer<typeof movementsAnswerSchema>;
