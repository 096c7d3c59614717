import type { LedgerKind } from '@betfront/contract/ledger';
import type { Queryable } from '../db/database';
import type { HouseBook } from './house-books';
import { assertPositiveAmount, negated } from './ledger-amount';
import { postEntry } from './post-entry';

export interface PlayerMovement {
  kind: LedgerKind;
  reference: string;
  userId: number;
  accountId: number;
  /** Positive, at most 2 decimal places. */
  amount: string;
  /** The house's book on the other side. */
  house: HouseBook;
  /** The currency the movement is in; the account must hold it (the account's own currency when missing). */
  currencyIso?: string;
  note?: string;
}

export type MovementResult =
  { status: 'posted'; balance: string } | { status: 'duplicate' } | { status: 'insufficient'; balance: string };

interface LockedAccount {
  balance: string;
  currencyIso: string;
  isEnough: boolean;
}

/** Locks the player's account row for the rest of the transaction; null when the player has no such account. */
async function lockAccount(tx: Queryable, movement: PlayerMovement): Promise<LockedAccount | null> {
  const rows = await tx.query<LockedAccount>(
    `select a.money::text as balance, c.iso as "currencyIso", a.money >= $3::numeric as "isEnough"
     from accounts a join currencies c on c.id = a.currency_id
     where a.id = $1 and a.user_id = $2 for update of a`,
    [movement.accountId, movement.userId, movement.amount],
  );
  return rows[0] ?? null;
}

async function move(tx: Queryable, movement: PlayerMovement, direction: 1 | -1): Promise<MovementResult> {
  assertPositiveAmount(movement.amount);
  const account = await lockAccount(tx, movement);
  if (!account) throw new Error(`The player ${movement.userId} has no account ${movement.accountId}`);
  if (direction === -1 && !account.isEnough) return { status: 'insufficient', balance: account.balance };
  const toPlayer = direction === 1 ? movement.amount : negated(movement.amount);
  const balances = await postEntry(tx, {
    kind: movement.kind,
    reference: movement.reference,
    userId: movement.userId,
    currencyIso: movement.currencyIso ?? account.currencyIso,
    postings: [
      { accountId: movement.accountId, amount: toPlayer },
      { house: movement.house, amount: negated(toPlayer) },
    ],
    note: movement.note,
  });
  const balance = balances?.get(movement.accountId);
  return balance === undefined ? { status: 'duplicate' } : { status: 'posted', balance };
}

/** Takes money from a player's account to a house book, if the account holds it; once per kind and reference. */
export const debitPlayer = (tx: Queryable, movement: PlayerMovement) => move(tx, movement, -1);

/** Pays money from a house book into a player's account; once per kind and reference. */
export const creditPlayer = (tx: Queryable, movement: PlayerMovement) => move(tx, movement, 1);
