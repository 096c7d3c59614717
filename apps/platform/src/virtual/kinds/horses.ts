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
/** A place bet wins when its horse finishes among the first two (a field of five to seven pays two places). */
export const PLACES_PAID = 2;

/**
 * The chance each horse finishes among the first two when the order is drawn by weight among the horses still
 * running: it wins, or another horse wins and it then wins among the rest.
 */
function placeChances(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight, index) =>
    weights.reduce(
      (chance, other, otherIndex) =>
        otherIndex === index ? chance : chance + (other / total) * (weight / (total - other)),
      weight / total,
    ),
  );
}

/**
 * A race of six: a horse wins with its rating's share of the field's; the finishing order is drawn the same way
 * among the horses still running, so the published chances are exactly the winner's.
 */
export const horses: GameKind = {
  lineUp: (random) => pickDistinct(HORSES, FIELD, random).map((horse) => ({ ...horse, rating: 10 + random.below(31) })),
  markets(runners) {
    const weights = runners.map((runner) => runner.rating);
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const places = placeChances(weights);
    const byHorse = (chance: (index: number) => number) =>
      runners.map((_, index) => ({ id: String(index + 1), runner: index, probability: chance(index) }));
    return [
      { id: 'winner', outcomes: byHorse((index) => (weights[index] ?? 0) / total) },
      { id: 'place', outcomes: byHorse((index) => places[index] ?? 0) },
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
      winners: [`winner:${(order[0] ?? 0) + 1}`, ...order.slice(0, PLACES_PAID).map((runner) => `place:${runner + 1}`)],
    };
  },
};
