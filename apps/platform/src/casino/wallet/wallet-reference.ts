import type { Queryable } from '../../db/database';

/** The ledger reference of a provider's transaction: unique per provider, so its retries are recorded once. */
export const walletReference = (providerId: string, transactionId: string) => `casino:${providerId}:${transactionId}`;

/** Whether the movement of this kind and reference is in the ledger already. */
export async function isRecorded(tx: Queryable, kind: string, reference: string): Promise<boolean> {
  const rows = await tx.query('select 1 from ledger_entries where kind = $1 and reference = $2', [kind, reference]);
  return rows.length > 0;
}
