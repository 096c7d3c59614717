/** One possible final score of a period (or of a statistic such as corners) and its probability. */
export interface ScoreOutcome {
  home: number;
  away: number;
  p: number;
}

/** Every final score a period can end with, probabilities summing to 1 (up to the tail cut off). */
export type ScoreDistribution = readonly ScoreOutcome[];

export interface Score {
  home: number;
  away: number;
}

const NO_SCORE: Score = { home: 0, away: 0 };
/** The tail beyond this many standard deviations carries no price-relevant probability. */
const TAIL_SIGMAS = 6;

function poissonProbabilities(lambda: number): number[] {
  const limit = Math.ceil(lambda + TAIL_SIGMAS * Math.sqrt(lambda) + 3);
  const probabilities: number[] = [];
  let p = Math.exp(-lambda);
  for (let k = 0; k <= limit; k += 1) {
    probabilities.push(p);
    p = (p * lambda) / (k + 1);
  }
  return probabilities;
}

/**
 * Final scores when each side still scores a Poisson number of goals (or points, or corners) with the given
 * means, added to the score so far: the model of goal sports, and of a live game's remaining time.
 */
export function poissonScores(lambdaHome: number, lambdaAway: number, current: Score = NO_SCORE): ScoreDistribution {
  const home = poissonProbabilities(lambdaHome);
  const away = poissonProbabilities(lambdaAway);
  const scores: ScoreOutcome[] = [];
  home.forEach((pHome, goalsHome) => {
    away.forEach((pAway, goalsAway) => {
      scores.push({ home: current.home + goalsHome, away: current.away + goalsAway, p: pHome * pAway });
    });
  });
  return scores;
}

/**
 * Final set (or map, or frame) scores of a best-of-N match in which the home side wins each set with
 * probability pSet, from the sets won so far.
 */
export function bestOfScores(pSet: number, bestOf: number, current: Score = NO_SCORE): ScoreDistribution {
  const toWin = Math.ceil(bestOf / 2);
  const scores: ScoreOutcome[] = [];
  const walk = (home: number, away: number, p: number) => {
    if (home === toWin || away === toWin) {
      scores.push({ home, away, p });
      return;
    }
    walk(home + 1, away, p * pSet);
    walk(home, away + 1, p * (1 - pSet));
  };
  walk(current.home, current.away, 1);
  return scores;
}
