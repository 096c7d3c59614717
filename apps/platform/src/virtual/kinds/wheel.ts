import type { GameKind } from './game-kind';

const SECTORS = 20;
const GOLD = new Set([10, 20]);

/** A sector's colour: 10 and 20 gold, the other odd ones red, the other even ones black. */
export const sectorColour = (sector: number) => (GOLD.has(sector) ? 'gold' : sector % 2 === 1 ? 'red' : 'black');

/** A wheel of 20 sectors spun each round: its colour (10 red, 8 black, 2 gold) and its half, 1–10 or 11–20. */
export const wheel: GameKind = {
  lineUp: () => [],
  markets: () => [
    {
      id: 'colour',
      outcomes: [
        { id: 'red', runner: null, probability: 10 / SECTORS },
        { id: 'black', runner: null, probability: 8 / SECTORS },
        { id: 'gold', runner: null, probability: 2 / SECTORS },
      ],
    },
    {
      id: 'half',
      outcomes: [
        { id: 'low', runner: null, probability: 10 / SECTORS },
        { id: 'high', runner: null, probability: 10 / SECTORS },
      ],
    },
  ],
  play(_runners, random) {
    const sector = 1 + random.below(SECTORS);
    return {
      score: [sector],
      order: [],
      events: [],
      winners: [`colour:${sectorColour(sector)}`, `half:${sector <= SECTORS / 2 ? 'low' : 'high'}`],
    };
  },
};
