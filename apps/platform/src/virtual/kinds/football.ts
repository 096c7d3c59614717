import type { GameKind, Runner } from './game-kind';
import { named, pickDistinct } from './game-kind';

const CLUBS = [
  named('Северный Порт', 'North Port'),
  named('Речной Город', 'River City'),
  named('Красные Холмы', 'Red Hills'),
  named('Старый Мост', 'Old Bridge'),
  named('Лесная Гавань', 'Forest Haven'),
  named('Белая Скала', 'White Rock'),
  named('Золотая Долина', 'Golden Valley'),
  named('Южный Берег', 'South Shore'),
  named('Каменный Брод', 'Stone Ford'),
  named('Синее Озеро', 'Blue Lake'),
  named('Железный Холм', 'Iron Hill'),
  named('Западный Ветер', 'West Wind'),
];
const MAX_GOALS = 12;
const MINUTES = 90;

/** Goals each side expects: shares of 2.6 goals by rating, plus a home advantage. */
export function expectedGoals([home, away]: readonly Runner[]): [number, number] {
  const share = (home?.rating ?? 1) / ((home?.rating ?? 1) + (away?.rating ?? 1));
  return [0.3 + 2.6 * share + 0.15, 0.3 + 2.6 * (1 - share)];
}

function poisson(mean: number): number[] {
  const pmf = [Math.exp(-mean)];
  for (let goals = 1; goals <= MAX_GOALS; goals += 1) pmf.push(((pmf[goals - 1] ?? 0) * mean) / goals);
  return pmf;
}

/** A count of goals with the Poisson law of its mean, by the inverse of its distribution. */
function goalsOf(mean: number, unit: number): number {
  let left = unit;
  const pmf = poisson(mean);
  for (let goals = 0; goals < MAX_GOALS; goals += 1) {
    left -= pmf[goals] ?? 0;
    if (left < 0) return goals;
  }
  return MAX_GOALS;
}

/** A match of two clubs: 1X2 and total goals over or under 2.5, each side's goals a Poisson count. */
export const football: GameKind = {
  lineUp: (random) => pickDistinct(CLUBS, 2, random).map((club) => ({ ...club, rating: 60 + random.below(31) })),
  markets(runners) {
    const [home, away] = expectedGoals(runners).map(poisson) as [number[], number[]];
    let homeWins = 0;
    let draw = 0;
    let under = 0;
    home.forEach((ph, h) =>
      away.forEach((pa, a) => {
        const p = ph * pa;
        if (h > a) homeWins += p;
        if (h === a) draw += p;
        if (h + a <= 2) under += p;
      }),
    );
    const total = home.reduce((sum, ph) => sum + ph, 0) * away.reduce((sum, pa) => sum + pa, 0);
    return [
      {
        id: 'result',
        outcomes: [
          { id: 'home', runner: 0, probability: homeWins / total },
          { id: 'draw', runner: null, probability: draw / total },
          { id: 'away', runner: 1, probability: (total - homeWins - draw) / total },
        ],
      },
      {
        id: 'total',
        outcomes: [
          { id: 'over', runner: null, probability: (total - under) / total },
          { id: 'under', runner: null, probability: under / total },
        ],
      },
    ];
  },
  play(runners, random) {
    const [homeMean, awayMean] = expectedGoals(runners);
    const score = [goalsOf(homeMean, random.unit()), goalsOf(awayMean, random.unit())] as [number, number];
    const events = score
      .flatMap((goals, side) =>
        Array.from({ length: goals }, () => ({ at: 1 + random.below(MINUTES), side, text: '' })),
      )
      .sort((a, b) => a.at - b.at);
    const [h, a] = score;
    return {
      score,
      order: [],
      events,
      winners: [
        h > a ? 'result:home' : h === a ? 'result:draw' : 'result:away',
        h + a > 2 ? 'total:over' : 'total:under',
      ],
    };
  },
};
