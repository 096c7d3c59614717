import type { GameScore } from '@betfront/contract/sportsbook';

export const scoreText = (score: GameScore): string => `${score.home}:${score.away}`;

/** Period scores as bookmakers print them: "(1:0, 2:1)". */
export const periodScoresText = (scores: readonly GameScore[]): string =>
  scores.length === 0 ? '' : `(${scores.map(scoreText).join(', ')})`;
