import type { BlackjackAction, BlackjackHand } from './blackjack';
import { handTotal, rankOf } from './blackjack';

/**
 * Basic strategy for these rules (six decks, dealer stands on soft 17, double on any two cards, no splits):
 * the play the stated return assumes, and the hint the game shows.
 */
export function basicStrategy(hand: BlackjackHand): BlackjackAction {
  const up = Math.min(rankOf(hand.dealer[0] as number), 10);
  const dealer = up === 1 ? 11 : up;
  const { total, isSoft } = handTotal(hand.player);
  const mayDouble = hand.player.length === 2;
  const double = (when: boolean): BlackjackAction => (when && mayDouble ? 'double' : 'hit');
  if (isSoft) {
    if (total >= 19) return 'stand';
    if (total === 18) {
      if (dealer >= 3 && dealer <= 6) return double(true) === 'double' ? 'double' : 'stand';
      return dealer <= 8 ? 'stand' : 'hit';
    }
    if (total === 17) return double(dealer >= 3 && dealer <= 6);
    if (total >= 15) return double(dealer >= 4 && dealer <= 6);
    return double(dealer >= 5 && dealer <= 6);
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return dealer <= 6 ? 'stand' : 'hit';
  if (total === 12) return dealer >= 4 && dealer <= 6 ? 'stand' : 'hit';
  if (total === 11) return double(dealer <= 10);
  if (total === 10) return double(dealer <= 9);
  if (total === 9) return double(dealer >= 3 && dealer <= 6);
  return 'hit';
}
