import type { WalletMoveAnswer, WalletRollbackCall } from '@betfront/contract/casino-wallet';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { creditPlayer } from '../../ledger/player-movements';
import { readAccountBalance } from './wallet-balance';
import { walletReference } from './wallet-reference';
import type { WalletLog } from './wallet-call';
import { lockRound } from './wallet-rounds';

/**
 * Cancels an open round that paid nothing: its stake goes back to the player and the round is marked rolled
 * back. A round the platform never saw (its debit failed or never came) is logged and left alone; a settled
 * round cannot be rolled back.
 */
export async function rollback(
  tx: Queryable,
  providerId: string,
  call: WalletRollbackCall,
  log: WalletLog,
): Promise<WalletMoveAnswer> {
  const round = await lockRound(tx, providerId, call.roundId);
  if (!round) {
    log.warn({ providerId, roundId: call.roundId, transactionId: call.transactionId }, 'rollback of an unknown round');
    return { status: 'unknown_round', balance: null };
  }
  const balanceNow = async () => (await readAccountBalance(tx, round.accountId)).balance;
  if (round.status === 'rolled_back') return { status: 'duplicate', balance: await balanceNow() };
  if (round.status === 'closed' || !/^0+\.00$/.test(round.win)) {
    throw new HttpError(409, 'round_settled', 'The round has paid: it cannot be rolled back');
  }
  let balance = await balanceNow();
  if (!/^0+\.00$/.test(round.stake)) {
    const moved = await creditPlayer(tx, {
      kind: 'casino_rollback',
      reference: walletReference(providerId, call.transactionId),
      userId: round.userId,
      accountId: round.accountId,
      amount: round.stake,
      house: 'casino',
      note: `${round.gameId} round ${call.roundId} rolled back`,
    });
    if (moved.status === 'posted') balance = moved.balance;
  }
  await tx.query(
    `update casino_rounds set status = 'rolled_back', finished_at = now(), closing_transaction_id = $2 where id = $1`,
    [round.id, call.transactionId],
  );
  return { status: 'posted', balance };
}
