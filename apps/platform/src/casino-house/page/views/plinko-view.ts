import { PLINKO_PAYS, PLINKO_ROWS } from '../../engines/plinko';
import { el, pause, prefersLessMotion } from '../dom';
import { t } from '../texts';
import type { ViewFactory } from '../view';

/** The peg board: the ball bounces row by row along the path the round drew, into its bucket. */
export const plinkoView: ViewFactory = () => {
  const board = el('div', 'plinko__board');
  for (let row = 0; row < PLINKO_ROWS; row += 1) {
    const pegs = el('div', 'plinko__row');
    for (let peg = 0; peg <= row + 2; peg += 1) pegs.append(el('span', 'plinko__peg'));
    board.append(pegs);
  }
  const ball = el('span', 'plinko__ball');
  board.append(ball);
  const buckets = PLINKO_PAYS.map((pays) =>
    el('span', pays >= 400 ? 'plinko__bucket plinko__bucket--hot' : 'plinko__bucket', `×${pays / 100}`),
  );
  const place = (x: number, y: number) => {
    ball.style.setProperty('--x', String(x));
    ball.style.setProperty('--y', String(y));
  };
  place(0.5, 0);
  return {
    stage: el('div', 'stage stage--plinko', board, el('div', 'plinko__buckets', ...buckets)),
    actionLabel: t('plinko.drop'),
    roundBody: () => ({}),
    async show(answer) {
      if (answer.outcome.engine !== 'plinko') return;
      buckets.forEach((bucket) => bucket.classList.remove('plinko__bucket--landed'));
      ball.classList.add('plinko__ball--live');
      let rights = 0;
      for (const [row, step] of answer.outcome.path.entries()) {
        rights += step;
        // across the board: the bucket a ball with this many rights of the rows so far would reach
        place((rights + (PLINKO_ROWS - row - 1) / 2 + 0.5) / (PLINKO_ROWS + 1), (row + 1) / PLINKO_ROWS);
        if (!prefersLessMotion()) await pause(90);
      }
      buckets[answer.outcome.bucket]?.classList.add('plinko__bucket--landed');
      ball.classList.remove('plinko__ball--live');
    },
  };
};
