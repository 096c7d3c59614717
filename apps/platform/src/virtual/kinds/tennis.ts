import type { GameKind, Runner } from './game-kind';
import { named, pickDistinct } from './game-kind';

const PLAYERS = [
  named('А. Марков', 'A. Markov'),
  named('Д. Орлов', 'D. Orlov'),
  named('И. Соколов', 'I. Sokolov'),
  named('К. Белов', 'K. Belov'),
  named('М. Ершов', 'M. Ershov'),
  named('Н. Зотов', 'N. Zotov'),
  named('П. Лебедев', 'P. Lebedev'),
  named('Р. Титов', 'R. Titov'),
];

/** The chance the first player wins a set: ratings squared, shared. */
export function setChance([first, second]: readonly Runner[]): number {
  const a = (first?.rating ?? 1) ** 2;
  const b = (second?.rating ?? 1) ** 2;
  return a / (a + b);
}

/** A best-of-three match: the winner and the score in sets, each set won with the same chance. */
export const tennis: GameKind = {
  lineUp: (random) => pickDistinct(PLAYERS, 2, random).map((player) => ({ ...player, rating: 60 + random.below(31) })),
  markets(runners) {
    const s = setChance(runners);
    const t = 1 - s;
    return [
      {
        id: 'winner',
        outcomes: [
          { id: 'first', runner: 0, probability: s * s * (3 - 2 * s) },
          { id: 'second', runner: 1, probability: t * t * (3 - 2 * t) },
        ],
      },
      {
        id: 'sets',
        outcomes: [
          { id: '2-0', runner: null, probability: s * s },
          { id: '2-1', runner: null, probability: 2 * s * s * t },
          { id: '1-2', runner: null, probability: 2 * s * t * t },
          { id: '0-2', runner: null, probability: t * t },
        ],
      },
    ];
  },
  play(runners, random) {
    const s = setChance(runners);
    const sets = [0, 0];
    const events: { at: number; side: number; text: string }[] = [];
    while ((sets[0] ?? 0) < 2 && (sets[1] ?? 0) < 2) {
      const side = random.unit() < s ? 0 : 1;
      sets[side] = (sets[side] ?? 0) + 1;
      const loserGames = random.below(5);
      events.push({ at: events.length + 1, side, text: side === 0 ? `6-${loserGames}` : `${loserGames}-6` });
    }
    const [first = 0, second = 0] = sets;
    return {
      score: [first, second],
      order: [],
      events,
      winners: [first > second ? 'winner:first' : 'winner:second', `sets:${first}-${second}`],
    };
  },
};
