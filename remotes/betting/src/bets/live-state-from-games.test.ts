import { placedBet } from '@betfront/bet-views/testing';
import { describe, expect, it } from 'vitest';
import { gameFixture } from '../testing/game-fixture';
import { liveStateFromGames } from './live-state-from-games';

const gameId = 30000012;

describe('liveStateFromGames', () => {
  it('shows the live score of an unsettled selection while its game is in play', () => {
    const liveStateOf = liveStateFromGames(
      new Map([[gameId, gameFixture({ id: gameId, score: { home: 2, away: 1 } })]]),
    );
    expect(liveStateOf(placedBet({ gameId }))).toEqual({ isLive: true, score: { home: 2, away: 1 } });
  });

  it('keeps the settled score and drops the live badge once the selection is settled', () => {
    const liveStateOf = liveStateFromGames(new Map([[gameId, gameFixture({ id: gameId })]]));
    const settled = placedBet({ gameId, statusId: 1, score: { home: 3, away: 0 } });
    expect(liveStateOf(settled)).toEqual({ isLive: false, score: { home: 3, away: 0 } });
  });

  it('shows no score for a game not in play or not watched', () => {
    const finished = liveStateFromGames(new Map([[gameId, gameFixture({ id: gameId, status: 'finished' })]]));
    expect(finished(placedBet({ gameId, isLive: true }))).toEqual({ isLive: false, score: null });
    expect(liveStateFromGames(new Map())(placedBet({ gameId }))).toEqual({ isLive: false, score: null });
  });
});
