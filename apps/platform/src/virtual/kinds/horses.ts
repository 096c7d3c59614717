import type { GameKind } from './game-kind';
import { named, pickDistinct } from './game-kind';

const HORSES = [
  named('Буран', 'Blizzard'),
  named('Вихрь', 'Whirlwind'),
  named('Гром', 'Thunder'),
  named('Звезда', 'Star'),
  named('Искра', 'Spark'),
  named('Комета', 'Comet'),
  named('Метель', 'Snowstorm'),
  named('Ураган', 'Hurricane'),
  named('Янтарь', 'Amber'),
  named('Сокол', 'Falcon'),
];
const FIELD = 6;

/**
 * A race of six: a horse wins with its rating's share of the field's; the finishing order is drawn the same way
 * among the horses still running, so the published chances are exactly the winner's.
 */
export const horses: GameKind = {
  lineUp: (random) => pickDistinct(HORSES, FIELD, random).map((horse) => ({ ...horse, rating: 10 + random.below(31) })),
  markets(runners) {
    const total = runners.reduce((sum, runner) => sum + runner.rating, 0);
    return [
      {
        id: 'winner',
        outcomes: runners.map((runner, index) => ({
          id: String(index + 1),
          runner: index,
          probability: runner.rating / total,
        })),
      },
    ];
  },
  play(runners, random) {
    const running = runners.map((runner, index) => ({ index, weight: runner.rating }));
    const order: number[] = [];
    while (running.length > 0) {
      let ticket = random.below(running.reduce((sum, runner) => sum + runner.weight, 0));
      const at = running.findIndex((runner) => (ticket -= runner.weight) < 0);
      const [finished] = running.splice(at, 1);
      if (finished) order.push(finished.index);
    }
    return {
      score: [],
      order,
      events: order.map((runner, place) => ({ at: place + 1, side: runner, text: '' })),
      winners: [`winner:${(order[0] ?? 0) + 1}`],
    };
  },
};
