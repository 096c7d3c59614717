import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { creditPlayer, debitPlayer } from './player-movements';

export interface Adjustment {
  accountId: number;
  /** Signed, at most 2 decimal places: "-25.50" takes money, "100" gives it. */
  amount: string;
  /** The operator's reference (a ticket number…): an adjustment with the same one is made once. */
  reference: string;
  note: string;
}

/** An operator's correction of a balance, recorded like every other movement; never below zero. */
export async function adjustBalance(db: Database, adjustment: Adjustment): Promise<{ balance: string }> {
  return db.transaction(async (tx) => {
    const [owner] = await tx.query<{ userId: number }>('select user_id as "userId" from accounts where id = $1', [
      adjustment.accountId,
    ]);
    if (!owner) throw new HttpError(404, 'account_not_found', `There is no account ${adjustment.accountId}`);
    const isDebit = adjustment.amount.startsWith('-');
    const movement = {
      kind: 'adjustment' as const,
      reference: adjustment.reference,
      userId: owner.userId,
      accountId: adjustment.accountId,
      amount: isDebit ? adjustment.amount.slice(1) : adjustment.amount,
      house: 'adjustments' as const,
      note: adjustment.note,
    };
    const result = isDebit ? await debitPlayer(tx, movement) : await creditPlayer(tx, movement);
    if (result.status === 'insufficient') {
      throw new HttpError(409, 'insufficient_balance', `The account holds only ${result.balance}`);
    }
    if (result.status === 'duplicate') {
      throw new HttpError(409, 'adjustment_made', `An adjustment ${adjustment.reference} was already made`);
    }
    return { balance: result.balance };
  });
}
