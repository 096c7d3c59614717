import type { BlackjackView } from '@betfront/contract/casino-house';
import { rankOf } from '../../engines/blackjack';
import { button, el } from '../dom';
import { t } from '../texts';
import type { ViewFactory } from '../view';

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

function cardNode(card: number | null): HTMLElement {
  if (card === null) return el('span', 'card card--back');
  const suit = Math.floor(card / 13) % 4;
  return el(
    'span',
    suit === 1 || suit === 2 ? 'card card--red' : 'card',
    RANKS[rankOf(card) - 1] ?? '',
    el('small', '', SUITS[suit] ?? ''),
  );
}

/** The table: the dealer's cards above, the player's below, and the player's moves while the hand is open. */
export const blackjackView: ViewFactory = ({ session, act }) => {
  const dealer = el('div', 'bj__hand');
  const player = el('div', 'bj__hand');
  const dealerTotal = el('span', 'bj__total');
  const playerTotal = el('span', 'bj__total');
  const moves = el('div', 'bj__moves');
  let hand: BlackjackView | null = session.pending?.hand ?? null;

  const hit = button('chip chip--action', t('blackjack.hit'), () => act('hit'));
  const stand = button('chip chip--action', t('blackjack.stand'), () => act('stand'));
  const double = button('chip chip--action', t('blackjack.double'), () => act('double'));
  moves.append(hit, stand, double);

  const render = () => {
    dealer.replaceChildren(
      ...(hand ? [...hand.dealer.map(cardNode), ...(hand.multiplier === null ? [cardNode(null)] : [])] : []),
    );
    player.replaceChildren(...(hand?.player.map(cardNode) ?? []));
    dealerTotal.textContent = hand?.dealerTotal === null || !hand ? '' : String(hand.dealerTotal);
    playerTotal.textContent = hand ? String(hand.playerTotal) : '';
    const open = hand !== null && hand.multiplier === null;
    moves.hidden = !open;
    double.disabled = !open || !hand?.mayDouble;
  };
  render();

  return {
    stage: el(
      'div',
      'stage stage--blackjack',
      el('div', 'bj__side', el('p', 'bj__label', t('blackjack.dealer'), dealerTotal), dealer),
      el('p', 'stage__note', t('blackjack.rules')),
      el('div', 'bj__side', el('p', 'bj__label', t('blackjack.player'), playerTotal), player),
      moves,
    ),
    actionLabel: t('blackjack.deal'),
    roundBody: () => ({}),
    isIdle: () => hand === null || hand.multiplier !== null,
    async show(answer) {
      if (answer.outcome.engine !== 'blackjack') return;
      hand = answer.outcome;
      render();
    },
  };
};
