import type { Rng } from './rng';
import { randomInt } from './rng';

/**
 * Blackjack: six decks shuffled for every hand; the dealer peeks for blackjack and stands on all 17s; a
 * blackjack pays 3:2, a win 1:1, a push returns the stake; the player may double on the first two cards (no
 * splits, no insurance). Cards are 1–13 (ace to king); a card's index in the shoe is its rank and suit.
 */
export const DECKS = 6;
export const SHOE_SIZE = DECKS * 52;

export type BlackjackAction = 'hit' | 'stand' | 'double';

export interface BlackjackHand {
  player: number[];
  dealer: number[];
  /** The next card of the shoe to deal. */
  next: number;
  isDoubled: boolean;
  /** Null while the player acts; then what the hand returns, as the first stake multiplied in hundredths. */
  multiplierHundredths: number | null;
}

/**
 * The shoe: card indexes 0–311 (index % 13 + 1 is the rank), dealt in the order of a Fisher–Yates shuffle
 * that is carried out only as far as cards are dealt, so a hand costs a few draws of the RNG, not 311.
 */
export interface Shoe {
  card(position: number): number;
}

export function shuffleShoe(rng: Rng): Shoe {
  const cards = new Int16Array(SHOE_SIZE);
  for (let i = 0; i < SHOE_SIZE; i += 1) cards[i] = i;
  let shuffledUpTo = 0;
  return {
    card(position) {
      while (shuffledUpTo <= position) {
        const j = shuffledUpTo + randomInt(rng, SHOE_SIZE - shuffledUpTo);
        const card = cards[j] as number;
        cards[j] = cards[shuffledUpTo] as number;
        cards[shuffledUpTo] = card;
        shuffledUpTo += 1;
      }
      return cards[position] as number;
    },
  };
}

export const rankOf = (card: number): number => (card % 13) + 1;
const valueOf = (card: number) => Math.min(rankOf(card), 10);

/** The best total of the cards and whether an ace counts 11 in it. */
export function handTotal(cards: readonly number[]): { total: number; isSoft: boolean } {
  let hard = 0;
  let hasAce = false;
  for (const card of cards) {
    hard += valueOf(card);
    if (rankOf(card) === 1) hasAce = true;
  }
  return hasAce && hard + 10 <= 21 ? { total: hard + 10, isSoft: true } : { total: hard, isSoft: false };
}

const isBlackjack = (cards: readonly number[]) => cards.length === 2 && handTotal(cards).total === 21;

function settle(hand: BlackjackHand, shoe: Shoe): BlackjackHand {
  const stakes = hand.isDoubled ? 2 : 1;
  const player = handTotal(hand.player).total;
  if (player > 21) return { ...hand, multiplierHundredths: 0 };
  const dealer = [...hand.dealer];
  let next = hand.next;
  while (handTotal(dealer).total < 17) {
    dealer.push(shoe.card(next));
    next += 1;
  }
  const dealerTotal = handTotal(dealer).total;
  const outcome = dealerTotal > 21 || player > dealerTotal ? 2 : player === dealerTotal ? 1 : 0;
  return { ...hand, dealer, next, multiplierHundredths: outcome * stakes * 100 };
}

/** The first four cards; a blackjack of either side ends the hand at once (the dealer has peeked). */
export function dealBlackjack(shoe: Shoe): BlackjackHand {
  const hand: BlackjackHand = {
    player: [shoe.card(0), shoe.card(2)],
    dealer: [shoe.card(1), shoe.card(3)],
    next: 4,
    isDoubled: false,
    multiplierHundredths: null,
  };
  const playerHas = isBlackjack(hand.player);
  const dealerHas = isBlackjack(hand.dealer);
  if (playerHas && dealerHas) return { ...hand, multiplierHundredths: 100 };
  if (playerHas) return { ...hand, multiplierHundredths: 250 };
  if (dealerHas) return { ...hand, multiplierHundredths: 0 };
  return hand;
}

/** Whether the player may take this action now. */
export function mayAct(hand: BlackjackHand, action: BlackjackAction): boolean {
  if (hand.multiplierHundredths !== null) return false;
  return action !== 'double' || hand.player.length === 2;
}

/** The player's action; the hand ends on a stand, a double, a bust or 21. */
export function actBlackjack(hand: BlackjackHand, shoe: Shoe, action: BlackjackAction): BlackjackHand {
  if (!mayAct(hand, action)) throw new Error(`The hand does not allow ${action} now`);
  if (action === 'stand') return settle(hand, shoe);
  const drawn: BlackjackHand = {
    ...hand,
    player: [...hand.player, shoe.card(hand.next)],
    next: hand.next + 1,
    isDoubled: action === 'double',
  };
  return action === 'double' || handTotal(drawn.player).total >= 21 ? settle(drawn, shoe) : drawn;
}
