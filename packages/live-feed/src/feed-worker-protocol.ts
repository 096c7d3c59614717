import type { GameSummary } from '@betfront/contract/sportsbook';

/** From the page to the feed worker. */
export type ToFeedWorker =
  { type: 'open'; url: string } | { type: 'visible'; ids: readonly number[]; visible: boolean } | { type: 'close' };

/** From the feed worker to the page: parsed games that changed, the stream opened, or it failed (the page polls). */
export type FromFeedWorker = { type: 'games'; games: GameSummary[] } | { type: 'opened' } | { type: 'failed' };
