import type { Database } from '../db/database';
import { adjustBalance } from './adjust-balance';

let adjustmentCounter = 0;

/** Gives a player's account money through the ledger, as an operator's adjustment would. */
export async function grantMoney(
  db: Database,
  where: { userId: number; currencyId?: number; type?: 0 | 9 },
  amount: string,
): Promise<void> {
  const rows = await db.query<{ id: number }>(
    `select id from accounts where user_id = $1 and ($2::int is null or currency_id = $2)
       and ($3::int is null or type = $3) and type <> 4 order by type, id limit 1`,
    [where.userId, where.currencyId ?? null, where.type ?? null],
  );
  const account = rows[0];
  if (!account) throw new Error(`The player ${where.userId} has no such account`);
  await adjustBalance(db, { accountId: account.id, amount, reference: `test:${++adjustmentCounter}`, note: 'test' });
}
