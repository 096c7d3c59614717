import type { GameKind } from './game-kind';

const FACES = 6;

/** Two dice on camera: the total under, at or over seven, its parity, and whether they show a double. */
export const dice: GameKind = {
  lineUp: () => [],
  markets: () => [
    {
      id: 'sum',
      outcomes: [
        { id: 'under', runner: null, probability: 15 / 36 },
        { id: 'seven', runner: null, probability: 6 / 36 },
        { id: 'over', runner: null, probability: 15 / 36 },
      ],
    },
    {
      id: 'parity',
      outcomes: [
        { id: 'even', runner: null, probability: 18 / 36 },
        { id: 'odd', runner: null, probability: 18 / 36 },
      ],
    },
    {
      id: 'double',
      outcomes: [
        { id: 'yes', runner: null, probability: 6 / 36 },
        { id: 'no', runner: null, probability: 30 / 36 },
      ],
    },
  ],
  play(_runners, random) {
    const first = 1 + random.below(FACES);
    const second = 1 + random.below(FACES);
    const total = first + second;
    return {
      score: [first, second],
      order: [],
      events: [],
      winners: [
        `sum:${total < 7 ? 'under' : total === 7 ? 'seven' : 'over'}`,
        `parity:${total % 2 === 0 ? 'even' : 'odd'}`,
        `double:${first === second ? 'yes' : 'no'}`,
      ],
    };
  },
};
