import type { BonusGame, BonusGameAnswer, BonusGamePlayAnswer } from '@betfront/contract/bonuses';
import { useHydrated } from '@betfront/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { loadBonusGame, playBonusGame, playRefusal } from './bonus-game-api';

export type PlayOutcome =
  { tone: 'success'; play: BonusGamePlayAnswer } | { tone: 'danger'; key: string; nextPlayAt: string | null };

export interface BonusGameState {
  /** A visitor is invited to log in: the game's calls are the player's own. */
  isVisitor: boolean;
  answer: BonusGameAnswer | null;
  loadError: unknown;
  outcome: PlayOutcome | null;
  isPlaying: boolean;
  /** Plays once; `reveal` shows the drawn prize (an animation) before the outcome is told. */
  play(reveal: (play: BonusGamePlayAnswer, answer: BonusGameAnswer) => Promise<void>): Promise<void>;
}

/**
 * A bonus game's prize table (read for a player only, once the page is up) and its plays: the platform draws, the
 * page reveals.
 */
export function useBonusGame(game: BonusGame, lng: string, isPlayer: boolean): BonusGameState {
  const queries = useQueryClient();
  const isHydrated = useHydrated();
  const queryKey = ['bonus-games', game, lng];
  const read = useQuery({
    queryKey,
    queryFn: ({ signal }) => loadBonusGame(game, lng, signal),
    enabled: isPlayer,
  });
  const answer = (isHydrated && read.data) || null;
  const loadError = (isHydrated && read.error) || null;
  const [outcome, setOutcome] = useState<PlayOutcome | null>(null);
  const [isPlaying, setIsPlaying] = useState(false);

  const play = async (reveal: (play: BonusGamePlayAnswer, answer: BonusGameAnswer) => Promise<void>) => {
    if (!answer) return;
    setIsPlaying(true);
    setOutcome(null);
    try {
      const played = await playBonusGame(game, lng);
      await reveal(played, answer);
      setOutcome({ tone: 'success', play: played });
      queries.setQueryData<BonusGameAnswer>(queryKey, { ...answer, nextPlayAt: played.nextPlayAt });
    } catch (error) {
      setOutcome({ tone: 'danger', ...playRefusal(error) });
    } finally {
      setIsPlaying(false);
    }
  };

  return { isVisitor: !isPlayer, answer, loadError, outcome, isPlaying, play };
}

export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Waits for an animation of `ms`, or not at all for a player who asked for reduced motion. */
export const waitForAnimation = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, prefersReducedMotion() ? 0 : ms));
