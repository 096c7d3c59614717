import type { Queryable } from '../db/database';

export interface PlayerAccount {
  id: number;
  currencyIso: string;
}

/** The player's bonus account (type 4), or null when they have none. */
export async function findBonusAccount(tx: Queryable, userId: number): Promise<PlayerAccount | null> {
  const rows = await tx.query<PlayerAccount>(
    `select a.id, c.iso as "currencyIso" from accounts a join currencies c on c.id = a.currency_id
     where a.user_id = $1 and a.type = 4`,
    [userId],
  );
  return rows[0] ?? null;
}

/** Where released bonus money goes: the main account, or else the currency account, that holds its currency. */
export async function findReleaseAccount(tx: Queryable, userId: number, currencyIso: string): Promise<number | null> {
  const rows = await tx.query<{ id: number }>(
    `select a.id from accounts a join currencies c on c.id = a.currency_id
     where a.user_id = $1 and a.type in (0, 9) and c.iso = $2 order by a.type limit 1`,
    [userId, currencyIso],
  );
  return rows[0]?.id ?? null;
}

/** An amount's value in one currency from an operator's table such as {"RUB": "100", "USD": "2"}. */
export function amountIn(amounts: Readonly<Record<string, string>>, currencyIso: string): string | null {
  const amount = amounts[currencyIso];
  return amount !== undefined && Number(amount) > 0 ? amount : null;
}
