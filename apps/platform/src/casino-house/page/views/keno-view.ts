import { KENO_MAX_PICKS, KENO_NUMBERS, KENO_PAYS } from '../../engines/keno';
import { button, el, pause, prefersLessMotion } from '../dom';
import { t } from '../texts';
import type { ViewFactory } from '../view';

/** The 80-number board: the player marks up to 10, the draw lights 20 and the hits. */
export const kenoView: ViewFactory = () => {
  const picks = new Set<number>();
  const board = el('div', 'keno__board');
  const balls: HTMLButtonElement[] = [];
  const status = el('p', 'stage__note');
  const paytable = el('ol', 'keno__pays');

  const refresh = () => {
    balls.forEach((ball, index) => ball.classList.toggle('keno__ball--picked', picks.has(index + 1)));
    status.textContent = picks.size === 0 ? t('keno.pick') : t('keno.picked', { count: picks.size });
    paytable.replaceChildren(
      ...(KENO_PAYS[picks.size - 1] ?? [])
        .map((pays, hits) => [hits, pays] as const)
        .filter(([, pays]) => pays > 0)
        .map(([hits, pays]) => el('li', 'keno__pay', `${hits} → ×${(pays / 100).toFixed(2)}`)),
    );
  };
  for (let number = 1; number <= KENO_NUMBERS; number += 1) {
    const ball = button('keno__ball', String(number), () => {
      if (picks.has(number)) picks.delete(number);
      else if (picks.size < KENO_MAX_PICKS) picks.add(number);
      clearDraw();
      refresh();
    });
    ball.setAttribute('aria-pressed', 'false');
    balls.push(ball);
    board.append(ball);
  }
  const clearDraw = () => balls.forEach((ball) => ball.classList.remove('keno__ball--drawn', 'keno__ball--hit'));
  const controls = el(
    'div',
    'chips',
    button('chip', t('keno.random'), () => {
      picks.clear();
      while (picks.size < 5) picks.add(1 + Math.floor(Math.random() * KENO_NUMBERS));
      clearDraw();
      refresh();
    }),
    button('chip', t('keno.clear'), () => {
      picks.clear();
      clearDraw();
      refresh();
    }),
  );
  refresh();

  return {
    stage: el('div', 'stage stage--keno', status, board, paytable),
    controls,
    actionLabel: t('keno.draw'),
    roundBody: () => (picks.size === 0 ? null : { picks: [...picks] }),
    async show(answer) {
      if (answer.outcome.engine !== 'keno') return;
      clearDraw();
      for (const number of answer.outcome.drawn) {
        const ball = balls[number - 1];
        ball?.classList.add(picks.has(number) ? 'keno__ball--hit' : 'keno__ball--drawn');
        if (!prefersLessMotion()) await pause(60);
      }
      status.textContent = t('keno.hits', { count: answer.outcome.hits.length });
    },
  };
};
