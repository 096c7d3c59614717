import type { GameSummary } from '@betfront/contract/sportsbook';
import { feedUrl } from './feed-url';
import { followFeed } from './follow-feed';
import { createNewerGamesFilter } from './newer-games';
import { openFeedStream } from './open-feed-stream';
import { pollGames } from './poll-games';

export interface SubscribeGamesOptions {
  ids: readonly number[];
  lng: string;
  /** Every market of each game (a game page) instead of the main ones (a list). */
  detail?: boolean;
  /** The version of each game the page already holds: such a game is delivered only once it is newer. */
  known?: ReadonlyMap<number, number>;
  /** The polling interval used while server-sent events are down or where they are missing. */
  pollMs: number;
  /** Called with the games that changed since the last call (the first call has them all). */
  onGames(games: GameSummary[]): void;
}

/**
 * Keeps the given games current: server-sent events from the feed, or polling of the updates call where
 * EventSource is missing and while the stream is down (see `followFeed`). Returns the function that stops it.
 */
export function subscribeGames(options: SubscribeGamesOptions): () => void {
  if (options.ids.length === 0) return () => undefined;
  const request = { ids: options.ids, lng: options.lng, detail: options.detail ?? false, known: options.known };
  const newer = createNewerGamesFilter();
  const deliver = (games: readonly unknown[]) => {
    const changed = newer(games);
    if (changed.length > 0) options.onGames(changed);
  };

  const poll = () => pollGames({ url: feedUrl('updates', request), pollMs: options.pollMs, onGames: deliver });
  if (typeof EventSource === 'undefined') return poll();
  return followFeed({ connect: (events) => openFeedStream(feedUrl('feed', request), deliver, events), poll });
}
