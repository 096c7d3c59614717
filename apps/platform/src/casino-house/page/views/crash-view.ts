import type { HouseRoundAnswer } from '@betfront/contract/casino-house';
import { CRASH_GROWTH_PER_SECOND } from '../../engines/crash';
import { fromCents, toCents, winCents } from '../../money';
import { cashOut, GameError, watchFlight } from '../api';
import { button, el, pause, prefersLessMotion } from '../dom';
import { t } from '../texts';
import type { ViewFactory } from '../view';

const TARGETS = ['1.20', '1.50', '2.00', '3.00', '5.00', '10.00'];
const shown = (hundredths: number) => `${(hundredths / 100).toFixed(2)}×`;
/** The multiplier the page shows after `ms` of flight, in hundredths, as the server counts it. */
const multiplierAt = (ms: number) => Math.floor(100 * Math.exp((CRASH_GROWTH_PER_SECOND * ms) / 1000));
/** The rocket's height over the first 20 seconds of flight. */
const LIFT_MS = 20_000;
/** After this many failed watches in a row the page stops and tells the player. */
const WATCH_TRIES = 5;

/**
 * The rocket's flight: after the bet the multiplier climbs by the server's rule until the player presses Cash out
 * (the server decides the multiplier reached) or the flight ends by itself — the crash, or the automatic cash-out.
 */
export const crashView: ViewFactory = ({ session }) => {
  const multiplier = el('p', 'crash__multiplier', shown(100));
  const rocket = el('div', 'crash__rocket', '▲');
  const note = el('p', 'crash__note');
  note.setAttribute('role', 'status');
  const leave = button('crash__cash-out', '', () => void pressCashOut());
  leave.hidden = true;
  const sky = el('div', 'crash__sky', rocket, multiplier, leave);
  const history = el('ol', 'crash__history');
  const stage = el('div', 'stage stage--crash', sky, note, history);

  const isAuto = el('input', 'crash__auto');
  isAuto.type = 'checkbox';
  const input = el('input', 'crash__target');
  input.type = 'text';
  input.inputMode = 'decimal';
  input.value = '2.00';
  input.disabled = true;
  input.setAttribute('aria-label', t('crash.target'));
  isAuto.addEventListener('change', () => (input.disabled = !isAuto.checked));
  const chips = el('div', 'chips');
  for (const target of TARGETS) {
    const chip = button('chip', `${target}×`, () => {
      input.value = target;
      isAuto.checked = true;
      input.disabled = false;
    });
    chips.append(chip);
  }
  const controls = el(
    'div',
    'crash__controls',
    el('label', 'crash__auto-field', isAuto, el('span', '', t('crash.auto'))),
    el('label', 'field', el('span', 'field__label', t('crash.target')), input),
    chips,
  );

  const readTarget = () => {
    const value = Number(input.value.replace(',', '.'));
    if (!Number.isFinite(value) || value < 1.01 || value > 1000) return null;
    return value.toFixed(2);
  };

  interface Flight {
    roundId: string;
    stakeCents: number;
    end: HouseRoundAnswer | null;
    isPressed: boolean;
    /** The watch gave up: the flight's end is learned when the game is opened again. */
    isLost: boolean;
  }
  let flight: Flight | null = null;

  async function pressCashOut() {
    const current = flight;
    if (!current || current.end || current.isPressed) return;
    current.isPressed = true;
    leave.disabled = true;
    try {
      current.end ??= await cashOut(session.sessionId, current.roundId);
    } catch (error) {
      note.textContent = error instanceof GameError ? error.message : t('game.error.refused');
      current.isPressed = false;
    }
  }

  /** Watches the flight until it is over (one watch answers within seconds); a lost connection is retried. */
  async function watch(current: Flight) {
    let failures = 0;
    while (!current.end) {
      try {
        const answer = await watchFlight(session.sessionId, current.roundId);
        failures = 0;
        if (answer.isOver) current.end ??= answer;
      } catch (error) {
        failures += 1;
        if (failures >= WATCH_TRIES) {
          note.textContent = error instanceof GameError ? error.message : t('game.error.network');
          current.isLost = true;
          return;
        }
        await pause(1000);
      }
    }
  }

  return {
    stage,
    controls,
    actionLabel: t('crash.bet'),
    roundBody: () => {
      if (!isAuto.checked) return {};
      const target = readTarget();
      input.classList.toggle('crash__target--bad', target === null);
      return target === null ? null : { target };
    },
    async follow(answer) {
      if (answer.outcome.engine !== 'crash') return answer;
      const current: Flight = {
        roundId: answer.roundId,
        stakeCents: toCents(answer.stake),
        end: null,
        isPressed: false,
        isLost: false,
      };
      flight = current;
      note.textContent = answer.outcome.autoCashOut ? t('crash.auto_at', { x: `${answer.outcome.autoCashOut}×` }) : '';
      sky.className = 'crash__sky crash__sky--flying';
      leave.hidden = false;
      const startedAt = performance.now() - answer.outcome.elapsedMs;
      void watch(current);
      while (!current.end && !current.isLost) {
        const ms = performance.now() - startedAt;
        const now = multiplierAt(ms);
        multiplier.textContent = shown(now);
        leave.textContent = t('crash.cash_out_amount', {
          amount: `${fromCents(winCents(current.stakeCents, now))} ${session.currencyIso}`,
        });
        leave.disabled = current.isPressed || now < 101;
        if (!prefersLessMotion()) rocket.style.setProperty('--lift', String(Math.min(ms / LIFT_MS, 1)));
        await pause(50);
      }
      leave.hidden = true;
      flight = null;
      return current.end ?? answer;
    },
    async show(answer) {
      if (answer.outcome.engine !== 'crash' || !answer.isOver) return;
      const { crashPoint, cashedOutAt, isWin } = answer.outcome;
      multiplier.textContent =
        isWin && cashedOutAt
          ? t('crash.cashed_out', { x: `${cashedOutAt}×` })
          : t('crash.crashed', { x: `${crashPoint ?? '1.00'}×` });
      sky.className = `crash__sky ${isWin ? 'crash__sky--won' : 'crash__sky--crashed'}`;
      note.textContent = isWin ? t('crash.flew_to', { x: `${crashPoint ?? ''}×` }) : '';
      history.prepend(pastFlight(isWin, crashPoint, cashedOutAt));
      while (history.children.length > 8) history.lastElementChild?.remove();
    },
  };
};

/** A flight of the history: a won one carries a mark and says where it was cashed out, not only a colour. */
function pastFlight(isWin: boolean, crashPoint: string | null | undefined, cashedOutAt: string | null | undefined) {
  const flewTo = `${crashPoint ?? ''}×`;
  if (!isWin || !cashedOutAt) {
    const item = el('li', 'crash__past', flewTo);
    item.title = t('crash.past_lost', { x: flewTo });
    return item;
  }
  const item = el('li', 'crash__past crash__past--won', el('span', 'crash__past-mark', '✓'), ` ${cashedOutAt}×`);
  item.title = t('crash.past_won', { at: `${cashedOutAt}×`, x: flewTo });
  return item;
}
