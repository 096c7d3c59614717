import { z } from 'zod';
import { adminInteger } from './admin-integer';
import { HttpError } from '../http/http-error';
import { adjustBalance } from '../ledger/adjust-balance';
import { verifyLedger } from '../ledger/verify-ledger';
import { defineAction } from './define-action';

/** Recomputes every balance from the journal; fails, naming each account or entry, on any difference. */
export const ledgerVerify = defineAction(z.object({}), async ({ db }) => {
  const report = await verifyLedger(db);
  if (report.problems.length === 0) return { ...report, problems: undefined, ok: true };
  throw new HttpError(
    409,
    'ledger_mismatch',
    `The ledger does not explain ${report.problems.length} balance(s) or entries`,
    report.problems.map((problem) => ({ path: `${problem.kind} ${problem.id}`, message: problem.detail })),
  );
});

/** A manual correction of one account's balance, with the operator's reference and reason. */
export const ledgerAdjust = defineAction(
  z.object({
    accountId: adminInteger(1, Number.MAX_SAFE_INTEGER),
    amount: z
      .string()
      .regex(/^-?\d{1,12}(\.\d{1,2})?$/, 'an amount such as 100 or -25.50')
      .refine((amount) => Number(amount) !== 0, 'the amount must not be 0'),
    reference: z.string().trim().min(1).max(120),
    reason: z.string().trim().min(3).max(500),
  }),
  async ({ db }, input) =>
    adjustBalance(db, {
      accountId: input.accountId,
      amount: input.amount,
      reference: `admin:${input.reference}`,
      note: input.reason,
    }),
);
