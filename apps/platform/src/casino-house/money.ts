import { HttpError } from '../http/http-error';

/** Stakes the games take, in cents: 0.10 to 100.00. */
export const MIN_STAKE_CENTS = 10;
export const MAX_STAKE_CENTS = 10_000;

export const toCents = (money: string): number => {
  const match = /^(\d{1,9})\.(\d{2})$/.exec(money);
  if (!match) throw new HttpError(400, 'invalid_stake', 'A stake such as 1.00');
  return Number(match[1]) * 100 + Number(match[2]);
};

export const fromCents = (cents: number): string =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** A stake within the games' limits, in cents. */
export function readStake(money: string): number {
  const cents = toCents(money);
  if (cents < MIN_STAKE_CENTS || cents > MAX_STAKE_CENTS) {
    throw new HttpError(400, 'stake_out_of_range', 'The stake is from 0.10 to 100.00');
  }
  return cents;
}

/** The win of a stake multiplied, rounded down to the cent (the house never pays a fraction of a cent). */
export const winCents = (stakeCents: number, multiplierHundredths: number): number =>
  Math.floor((stakeCents * multiplierHundredths) / 100);
