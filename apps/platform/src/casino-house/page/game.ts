import type { HouseRoundAnswer, HouseSessionAnswer } from '@betfront/contract/casino-house';
import type { HouseEngine } from '@betfront/contract/casino-house';
import { actOnHand, GameError, openSession, playRound } from './api';
import { button, el } from './dom';
import { stakeControl } from './stake-control';
import { t } from './texts';
import type { GameView, ViewFactory } from './view';
import { blackjackView } from './views/blackjack-view';
import { crashView } from './views/crash-view';
import { kenoView } from './views/keno-view';
import { plinkoView } from './views/plinko-view';
import { scratchView } from './views/scratch-view';
import { slotView } from './views/slot-view';
import './game.css';

const VIEWS: Record<HouseEngine, ViewFactory> = {
  slot: slotView,
  crash: crashView,
  keno: kenoView,
  scratch: scratchView,
  plinko: plinkoView,
  blackjack: blackjackView,
};

/** Tells the casino page around the frame the new balance, so its header follows real play. */
function tellBalance(session: HouseSessionAnswer, balance: string) {
  if (session.mode !== 'real' || window.parent === window) return;
  window.parent.postMessage({ type: 'betfront:casino-balance', balance }, window.location.origin);
}

function mount(root: HTMLElement, session: HouseSessionAnswer) {
  root.style.setProperty('--c1', session.game.palette[0]);
  root.style.setProperty('--c2', session.game.palette[1]);
  document.title = session.game.name;
  const money = (amount: string) => `${amount} ${session.currencyIso}`;
  const balance = el('strong', 'top__balance', money(session.balance));
  const message = el('p', 'game__message');
  message.setAttribute('role', 'status');
  const fairNext = el('code', '', session.fairness.nextServerSeedHash);
  const fairSeed = el('code', '', '—');
  const fairClient = el('code', '', `${session.fairness.clientSeed} · ${session.fairness.nonce}`);
  const stake = stakeControl();
  let busy = false;

  const settle = (answer: HouseRoundAnswer) => {
    balance.textContent = money(answer.balance);
    tellBalance(session, answer.balance);
    fairNext.textContent = answer.fairness.nextServerSeedHash;
    if (answer.fairness.serverSeed) fairSeed.textContent = answer.fairness.serverSeed;
    fairClient.textContent = `${answer.fairness.clientSeed} · ${answer.fairness.nonce}`;
  };
  const announce = (answer: HouseRoundAnswer) => {
    if (!answer.isOver) return (message.textContent = '');
    const win = Number(answer.win) > 0;
    message.className = win ? 'game__message game__message--win' : 'game__message';
    const push = answer.outcome.engine === 'blackjack' && answer.outcome.multiplier === '1.00';
    message.textContent = push
      ? t('blackjack.push')
      : win
        ? t('game.win', { amount: money(answer.win) })
        : t('game.no_win');
  };
  const run = async (call: () => Promise<HouseRoundAnswer>) => {
    if (busy) return;
    busy = true;
    action.disabled = true;
    message.className = 'game__message';
    message.textContent = '';
    try {
      let answer = await call();
      if (!answer.isOver && view.follow) {
        settle(answer);
        answer = await view.follow(answer);
      }
      await view.show(answer);
      settle(answer);
      announce(answer);
    } catch (error) {
      message.className = 'game__message game__message--error';
      message.textContent = error instanceof GameError ? error.message : t('game.error.refused');
    } finally {
      busy = false;
      action.disabled = !(view.isIdle?.() ?? true);
    }
  };

  const view: GameView = VIEWS[session.game.engine]({
    session,
    act: (move) => void run(() => actOnHand(session.sessionId, { action: move })),
  });
  const action = button('action', view.actionLabel, () => {
    const choices = view.roundBody();
    if (choices === null) return;
    void run(() => playRound(session.sessionId, { stake: stake.value(), ...choices }));
  });
  action.disabled = !(view.isIdle?.() ?? true);

  root.replaceChildren(
    el(
      'header',
      'top',
      el('h1', 'top__name', session.game.name),
      el('span', `top__mode top__mode--${session.mode}`, t(session.mode === 'demo' ? 'game.demo' : 'game.real')),
      el('span', 'top__wallet', el('span', 'top__label', t('game.balance')), balance),
    ),
    view.stage,
    message,
    el('div', 'controls', stake.node, ...(view.controls ? [view.controls] : []), action),
    el(
      'details',
      'fair',
      el('summary', '', t('game.fairness')),
      el(
        'dl',
        '',
        el('dt', '', t('game.fairness_next')),
        el('dd', '', fairNext),
        el('dt', '', t('game.fairness_seed')),
        el('dd', '', fairSeed),
        el('dt', '', t('game.fairness_client')),
        el('dd', '', fairClient),
      ),
    ),
  );
  root.removeAttribute('aria-busy');
  const flying = session.flight;
  if (flying) void run(() => Promise.resolve(flying));
}

async function start() {
  const root = document.getElementById('game');
  if (!root) return;
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  try {
    mount(root, await openSession(token));
  } catch (error) {
    root.removeAttribute('aria-busy');
    root.replaceChildren(
      el('p', 'game__status game__status--error', error instanceof GameError ? error.message : t('game.error.session')),
    );
  }
}

void start();
