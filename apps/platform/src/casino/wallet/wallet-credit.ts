import type { WalletCreditCall, WalletMoveAnswer } from '@betfront/contract/casino-wallet';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { countCasinoRound } from '../../bonuses/count-casino-round';
import { creditPlayer } from '../../ledger/player-movements';
import { readAccountBalance } from './wallet-balance';
import { isRecorded, walletReference } from './wallet-reference';
import { lockRound } from './wallet-rounds';

const isZero = (amount: string) => /^0+\.00$/.test(amount);

/**
 * A win: pays the amount from the house's casino book into the account the round was played from, and closes
 * the round when it is final. The house owes it, so neither the money gate nor the token's expiry stops it;
 * a retried transaction pays once.
 */
export async function credit(tx: Queryable, providerId: string, call: WalletCreditCall): Promise<WalletMoveAnswer> {
  const round = await lockRound(tx, providerId, call.roundId);
  if (!round) throw new HttpError(404, 'round_not_found', 'No such round');
  const reference = walletReference(providerId, call.transactionId);
  const balanceNow = async () => (await readAccountBalance(tx, round.accountId)).balance;
  if (round.closingTransactionId === call.transactionId || (await isRecorded(tx, 'casino_credit', reference))) {
    return { status: 'duplicate', balance: await balanceNow() };
  }
  if (round.status === 'rolled_back') throw new HttpError(409, 'round_rolled_back', 'The round was rolled back');
  if (round.status === 'closed') throw new HttpError(409, 'round_closed', 'The round is over');
  let balance: string;
  if (isZero(call.amount)) {
    balance = await balanceNow();
  } else {
    const moved = await creditPlayer(tx, {
      kind: 'casino_credit',
      reference,
      userId: round.userId,
      accountId: round.accountId,
      amount: call.amount,
      house: 'casino',
      note: `${round.gameId} round ${call.roundId}`,
    });
    if (moved.status !== 'posted') return { status: 'duplicate', balance: await balanceNow() };
    balance = moved.balance;
  }
  await tx.query(
    `update casino_rounds set win = win + $2::numeric,
       status = case when $3 then 'closed' else status end,
       finished_at = case when $3 then now() else finished_at end,
       closing_transaction_id = case when $3 then $4 else closing_transaction_id end
     where id = $1`,
    [round.id, call.amount, call.isFinal, call.transactionId],
  );
  if (call.isFinal) await countCasinoRound(tx, { id: round.id, userId: round.userId });
  return { status: 'posted', balance };
}
