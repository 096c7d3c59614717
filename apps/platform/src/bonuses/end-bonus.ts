import type { Queryable } from '../db/database';
import { negated } from '../ledger/ledger-amount';
import type { Posting } from '../ledger/post-entry';
import { postEntry } from '../ledger/post-entry';
import { findReleaseAccount } from './bonus-accounts';
import type { BonusRecord } from './bonus-repository';

async function bonusAccountBalance(tx: Queryable, accountId: number): Promise<string> {
  const rows = await tx.query<{ money: string }>('select money::text as money from accounts where id = $1', [
    accountId,
  ]);
  return rows[0]?.money ?? '0.00';
}

const isPositive = (amount: string) => Number(amount) > 0;

/** Empties the bonus account into the main account (release) or the house's bonuses book (forfeit). */
async function emptyBonusAccount(
  tx: Queryable,
  bonus: BonusRecord & { bonusAccountId: number; currencyIso: string },
  move: { kind: 'bonus_release' | 'bonus_forfeit'; balance: string; to: Posting; note: string },
) {
  await postEntry(tx, {
    kind: move.kind,
    reference: `bonus:${bonus.id}`,
    userId: bonus.userId,
    currencyIso: bonus.currencyIso,
    postings: [{ accountId: bonus.bonusAccountId, amount: negated(move.balance) }, move.to],
    note: move.note,
  });
}

async function hasOpenBonusCoupons(tx: Queryable, bonus: BonusRecord): Promise<boolean> {
  const rows = await tx.query('select 1 from coupons where account_id = $1 and status_id = -2 limit 1', [
    bonus.bonusAccountId,
  ]);
  return rows.length > 0;
}

/**
 * Releases a wagered bonus whose requirement is met: the bonus account's balance (the bonus and what it won)
 * moves to the main account as one `bonus_release` entry. It waits while a coupon staked from the bonus account
 * is open, so that coupon's payout is released with it. Call with the bonus account and the bonus locked
 * (`lockBonusState`). Answers whether the bonus was released.
 */
export async function releaseIfWagered(tx: Queryable, bonus: BonusRecord): Promise<boolean> {
  const { bonusAccountId, currencyIso } = bonus;
  if (bonus.status !== 'wagering' || bonusAccountId === null || currencyIso === null) return false;
  const [met] = await tx.query<{ met: boolean }>('select $1::numeric >= $2::numeric as met', [
    bonus.wagerDone,
    bonus.wagerRequired,
  ]);
  if (!met?.met || (await hasOpenBonusCoupons(tx, bonus))) return false;
  const target = await findReleaseAccount(tx, bonus.userId, currencyIso);
  if (target === null) return false;
  const balance = await bonusAccountBalance(tx, bonusAccountId);
  if (isPositive(balance)) {
    const to = { accountId: target, amount: balance };
    await emptyBonusAccount(
      tx,
      { ...bonus, bonusAccountId, currencyIso },
      { kind: 'bonus_release', balance, to, note: bonus.titleEn },
    );
  }
  await tx.query(
    `update player_bonuses set status = 'released', settled_amount = $2, release_account_id = $3, ended_at = now()
     where id = $1`,
    [bonus.id, balance, target],
  );
  return true;
}

/**
 * Ends a running bonus without releasing it — given up by the player (`forfeited`) or out of time (`expired`):
 * the bonus account's balance goes back to the house as one `bonus_forfeit` entry. Call with the bonus account
 * and the bonus locked (`lockBonusState`).
 */
export async function forfeitBonus(tx: Queryable, bonus: BonusRecord, status: 'forfeited' | 'expired') {
  const { bonusAccountId, currencyIso } = bonus;
  const isCredited = bonus.status === 'wagering' && bonusAccountId !== null && currencyIso !== null;
  const balance = isCredited ? await bonusAccountBalance(tx, bonusAccountId) : '0.00';
  if (isCredited && isPositive(balance)) {
    const to = { house: 'bonuses' as const, amount: balance };
    const note = `${bonus.titleEn} ${status}`;
    await emptyBonusAccount(
      tx,
      { ...bonus, bonusAccountId, currencyIso },
      { kind: 'bonus_forfeit', balance, to, note },
    );
  }
  await tx.query('update player_bonuses set status = $2, settled_amount = $3, ended_at = now() where id = $1', [
    bonus.id,
    status,
    balance,
  ]);
}
