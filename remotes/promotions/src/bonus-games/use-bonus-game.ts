import type { BonusGame, BonusGameAnswer, BonusGamePlayAnswer } from '@betfront/contract/bonuses';
import { useEffect, useState } from 'react';
import { loadBonusGame, playBonusGame, playRefusal } from './bonus-game-api';

export type PlayOutcome =
  { tone: 'success'; play: BonusGamePlayAnswer } | { tone: 'danger'; key: string; nextPlayAt: string | null };

export interface BonusGameState {
  answer: BonusGameAnswer | null;
  loadError: unknown;
  outcome: PlayOutcome | null;
  isPlaying: boolean;
  /** Plays once; `reveal` shows the drawn prize (an animation) before the outcome is told. */
  play(reveal: (play: BonusGamePlayAnswer, answer: BonusGameAnswer) => Promise<void>): Promise<void>;
}

/** A bonus game's prize table and its plays: the platform draws, the page reveals. */
export function useBonusGame(game: BonusGame, lng: string): BonusGameState {
  const [answer, setAnswer] = useState<BonusGameAnswer | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [outcome, setOutcome] = useState<PlayOutcome | null>(null);
  const [isPlaying, setIsPlaying] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    loadBonusGame(game, lng, controller.signal).then(setAnswer, (error: unknown) => {
      if (!controller.signal.aborted) setLoadError(error);
    });
    return () => controller.abort();
  }, [game, lng]);

  const play = async (reveal: (play: BonusGamePlayAnswer, answer: BonusGameAnswer) => Promise<void>) => {
    if (!answer) return;
    setIsPlaying(true);
    setOutcome(null);
    try {
      const played = await playBonusGame(game, lng);
      await reveal(played, answer);
      setOutcome({ tone: 'success', play: played });
      setAnswer({ ...answer, nextPlayAt: played.nextPlayAt });
    } catch (error) {
      setOutcome({ tone: 'danger', ...playRefusal(error) });
    } finally {
      setIsPlaying(false);
    }
  };

  return { answer, loadError, outcome, isPlaying, play };
}

export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Waits for an animation of `ms`, or not at all for a player who asked for reduced motion. */
export const waitForAnimation = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, prefersReducedMotion() ? 0 : ms));
