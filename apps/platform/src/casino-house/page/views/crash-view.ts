import { CRASH_GROWTH_PER_SECOND } from '../../engines/crash';
import { el, pause, prefersLessMotion } from '../dom';
import { t } from '../texts';
import type { ViewFactory } from '../view';

const TARGETS = ['1.20', '1.50', '2.00', '3.00', '5.00', '10.00'];
const shown = (x: number) => `${x.toFixed(2)}×`;

/** The rocket's flight: the multiplier climbs until it reaches the player's target or crashes first. */
export const crashView: ViewFactory = () => {
  const multiplier = el('p', 'crash__multiplier', shown(1));
  const rocket = el('div', 'crash__rocket', '▲');
  const sky = el('div', 'crash__sky', rocket, multiplier);
  const history = el('ol', 'crash__history');
  const stage = el('div', 'stage stage--crash', sky, history);

  const input = el('input', 'crash__target');
  input.type = 'text';
  input.inputMode = 'decimal';
  input.value = '2.00';
  input.setAttribute('aria-label', t('crash.target'));
  const chips = el('div', 'chips');
  for (const target of TARGETS) {
    const chip = el('button', 'chip', `${target}×`);
    chip.type = 'button';
    chip.addEventListener('click', () => (input.value = target));
    chips.append(chip);
  }
  const controls = el(
    'div',
    'crash__controls',
    el('label', 'field', el('span', 'field__label', t('crash.target')), input),
    chips,
  );

  const readTarget = () => {
    const value = Number(input.value.replace(',', '.'));
    if (!Number.isFinite(value) || value < 1.01 || value > 1000) return null;
    return value.toFixed(2);
  };

  return {
    stage,
    controls,
    actionLabel: t('crash.bet'),
    roundBody: () => {
      const target = readTarget();
      input.classList.toggle('crash__target--bad', target === null);
      return target === null ? null : { target };
    },
    async show(answer) {
      if (answer.outcome.engine !== 'crash') return;
      const { crashPoint, target, isWin } = answer.outcome;
      const end = Math.min(Number(crashPoint), Number(target));
      sky.className = 'crash__sky crash__sky--flying';
      const seconds = Math.log(Math.max(end, 1)) / CRASH_GROWTH_PER_SECOND;
      const duration = prefersLessMotion() ? 0 : Math.min(seconds * 1000, 6000);
      const started = performance.now();
      for (;;) {
        const progress = duration === 0 ? 1 : Math.min((performance.now() - started) / duration, 1);
        const x = Math.exp(CRASH_GROWTH_PER_SECOND * seconds * progress);
        multiplier.textContent = shown(Math.min(x, end));
        rocket.style.setProperty('--lift', String(Math.min(progress, 1)));
        if (progress >= 1) break;
        await pause(30);
      }
      multiplier.textContent = isWin
        ? t('crash.cashed_out', { x: `${target}×` })
        : t('crash.crashed', { x: `${crashPoint}×` });
      sky.className = `crash__sky ${isWin ? 'crash__sky--won' : 'crash__sky--crashed'}`;
      const item = el('li', isWin ? 'crash__past crash__past--won' : 'crash__past', `${crashPoint}×`);
      history.prepend(item);
      while (history.children.length > 8) history.lastElementChild?.remove();
    },
  };
};
