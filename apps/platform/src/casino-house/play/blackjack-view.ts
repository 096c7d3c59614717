import type { BlackjackView } from '@betfront/contract/casino-house';
import type { BlackjackHand } from '../engines/blackjack';
import { handTotal, mayAct } from '../engines/blackjack';
import { multiplierText } from './multiplier';

/** What the player sees of a hand: the dealer's hole card stays hidden until the player has finished. */
export function blackjackView(hand: BlackjackHand): BlackjackView {
  const isOver = hand.multiplierHundredths !== null;
  const dealer = isOver ? hand.dealer : hand.dealer.slice(0, 1);
  return {
    engine: 'blackjack',
    player: hand.player,
    dealer,
    playerTotal: handTotal(hand.player).total,
    dealerTotal: isOver ? handTotal(dealer).total : null,
    isDoubled: hand.isDoubled,
    mayDouble: mayAct(hand, 'double'),
    multiplier: hand.multiplierHundredths === null ? null : multiplierText(hand.multiplierHundredths),
  };
}
