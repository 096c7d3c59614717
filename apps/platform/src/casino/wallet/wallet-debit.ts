import type { WalletDebitCall, WalletMoveAnswer } from '@betfront/contract/casino-wallet';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { debitPlayer } from '../../ledger/player-movements';
import { passMoneyGate } from '../../money-gate/money-gate';
import { readAccountBalance } from './wallet-balance';
import { isRecorded, walletReference } from './wallet-reference';
import { lockRound } from './wallet-rounds';
import { readRealToken } from './wallet-session';

/**
 * A bet: takes the amount from the player's account to the house's casino book and adds it to the round's
 * stake, after the money gate. Refused when the account does not hold it (`insufficient_funds`); a retried
 * transaction answers the balance and moves nothing.
 */
export async function debit(tx: Queryable, providerId: string, call: WalletDebitCall): Promise<WalletMoveAnswer> {
  const token = await readRealToken(tx, providerId, call.token);
  if (call.gameId !== token.gameId) throw new HttpError(409, 'wrong_game', 'The token was issued for another game');
  const reference = walletReference(providerId, call.transactionId);
  if (await isRecorded(tx, 'casino_debit', reference)) {
    return { status: 'duplicate', balance: (await readAccountBalance(tx, token.accountId)).balance };
  }
  const round = await lockRound(tx, providerId, call.roundId);
  if (round && (round.accountId !== token.accountId || round.gameId !== call.gameId)) {
    throw new HttpError(409, 'round_mismatch', 'The round belongs to another player or game');
  }
  if (round && round.status !== 'open') throw new HttpError(409, 'round_closed', 'The round is over');
  await passMoneyGate(tx, {
    userId: token.userId,
    accountId: token.accountId,
    purpose: 'casino',
    countryCode: token.countryCode,
    amount: call.amount,
  });
  const moved = await debitPlayer(tx, {
    kind: 'casino_debit',
    reference,
    userId: token.userId,
    accountId: token.accountId,
    amount: call.amount,
    house: 'casino',
    note: `${call.gameId} round ${call.roundId}`,
  });
  if (moved.status === 'insufficient') {
    throw new HttpError(409, 'insufficient_funds', 'The balance does not cover the bet');
  }
  if (moved.status === 'duplicate') {
    return { status: 'duplicate', balance: (await readAccountBalance(tx, token.accountId)).balance };
  }
  // The round row comes after the account's lock (taken by the debit): its foreign keys share-lock the account,
  // and taking them first would let two bets of one account deadlock.
  const [recorded] = await tx.query<{ accountId: number; gameId: string; status: string }>(
    `insert into casino_rounds (provider_id, provider_round_id, game_id, user_id, account_id, stake)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (provider_id, provider_round_id) do update set stake = casino_rounds.stake + excluded.stake
     returning account_id as "accountId", game_id as "gameId", status`,
    [providerId, call.roundId, call.gameId, token.userId, token.accountId, call.amount],
  );
  if (recorded?.accountId !== token.accountId || recorded.gameId !== call.gameId || recorded.status !== 'open') {
    throw new HttpError(409, 'round_mismatch', 'The round belongs to another player or game, or is over');
  }
  return { status: 'posted', balance: moved.balance };
}
