import type { Queryable } from '../../db/database';

export interface RoundRecord {
  id: number;
  userId: number;
  accountId: number;
  gameId: string;
  stake: string;
  win: string;
  status: 'open' | 'closed' | 'rolled_back';
  closingTransactionId: string | null;
}

/** The provider's round, locked for the rest of the transaction; null when the platform never saw it. */
export async function lockRound(tx: Queryable, providerId: string, roundId: string): Promise<RoundRecord | null> {
  const [row] = await tx.query<RoundRecord>(
    `select id, user_id as "userId", account_id as "accountId", game_id as "gameId", stake::text, win::text, status,
       closing_transaction_id as "closingTransactionId"
     from casino_rounds where provider_id = $1 and provider_round_id = $2 for update`,
    [providerId, roundId],
  );
  return row ?? null;
}
