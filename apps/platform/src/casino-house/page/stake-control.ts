import { button, el } from './dom';
import { t } from './texts';

const STAKES = ['0.10', '0.20', '0.50', '1.00', '2.00', '5.00', '10.00', '20.00', '50.00', '100.00'];
const DEFAULT_INDEX = 3;

/** The stake stepper: − and + walk the house's stake steps. */
export function stakeControl() {
  let index = DEFAULT_INDEX;
  const value = el('output', 'stake__value', STAKES[index] ?? '');
  const step = (by: number) => {
    index = Math.min(Math.max(index + by, 0), STAKES.length - 1);
    value.textContent = STAKES[index] ?? '';
  };
  const less = button('stake__step', '−', () => step(-1));
  less.setAttribute('aria-label', t('game.stake_less'));
  const more = button('stake__step', '+', () => step(1));
  more.setAttribute('aria-label', t('game.stake_more'));
  return {
    node: el(
      'div',
      'stake',
      el('span', 'stake__label', t('game.stake')),
      el('div', 'stake__stepper', less, value, more),
    ),
    value: () => STAKES[index] ?? '1.00',
  };
}
