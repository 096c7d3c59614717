import { fromCents, toCents } from '../cash-out/cents';
import { isBingoCard } from './bingo-card';
import { combinationsOf } from './lottery-games';
import { DrawRefusal } from './draw-refusal';
import type { LotteryRecord } from './lottery-repository';

export interface TicketPrice {
  combinations: number;
  stake: string;
}

/**
 * Checks a ticket's numbers against the lottery's rules and prices it: each combination it plays (every
 * `pickCount` of its numbers in lotto, the ticket itself in keno) is one bet at the combination price, and the
 * whole may not pass the lottery's maximum stake.
 */
export function priceTicket(lottery: LotteryRecord, numbers: readonly number[]): TicketPrice {
  if (numbers.some((number) => !Number.isInteger(number) || number < 1 || number > lottery.poolSize)) {
    throw new DrawRefusal(422, 'numbers_out_of_range', `Numbers run from 1 to ${lottery.poolSize}`);
  }
  if (new Set(numbers).size !== numbers.length) {
    throw new DrawRefusal(422, 'numbers_repeated', 'A number may be picked once');
  }
  if (lottery.kind === 'bingo' && !isBingoCard(numbers)) {
    throw new DrawRefusal(422, 'card_invalid', 'A card holds 5 numbers of each column range, 4 in the middle one');
  }
  if (numbers.length < lottery.pickCount || numbers.length > lottery.maxPick) {
    throw new DrawRefusal(422, 'wrong_number_count', `Pick from ${lottery.pickCount} to ${lottery.maxPick} numbers`, {
      minNumbers: String(lottery.pickCount),
      maxNumbers: String(lottery.maxPick),
    });
  }
  const combinations = combinationsOf(lottery, numbers.length);
  const stakeCents = combinations * toCents(lottery.combinationPrice);
  if (stakeCents > toCents(lottery.maxStake)) {
    throw new DrawRefusal(422, 'stake_above_maximum', `A ticket may stake at most ${lottery.maxStake}`, {
      maxAmount: lottery.maxStake,
    });
  }
  return { combinations: Number(combinations), stake: fromCents(stakeCents) };
}
