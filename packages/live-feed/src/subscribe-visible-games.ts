import type { GameSummary } from '@betfront/contract/sportsbook';
import { feedUrl } from './feed-url';
import type { FromFeedWorker, ToFeedWorker } from './feed-worker-protocol';
import { openFeedStream } from './open-feed-stream';
import { pollGames } from './poll-games';
import type { SubscribeGamesOptions } from './subscribe-games';
import { createVisibleGamesFilter } from './visible-games';

export interface VisibleGamesFeed {
  /** Marks games in or out of view: hidden games are neither parsed nor delivered until they come back. */
  setVisible(ids: readonly number[], visible: boolean): void;
  stop(): void;
}

export interface SubscribeVisibleGamesOptions extends SubscribeGamesOptions {
  /** Reads the stream in a worker, off the main thread: worth its script for long live lists only. */
  inWorker: boolean;
}

type Transport = { setVisible(ids: readonly number[], visible: boolean): void; stop(): void };

/** The stream, its JSON and validation in a worker; the page hears only of the parsed games it shows. */
function workerTransport(url: string, deliver: (games: GameSummary[]) => void, failed: () => void): Transport {
  const worker = new Worker(new URL('./feed-worker.ts', import.meta.url), { type: 'module' });
  const send = (message: ToFeedWorker) => worker.postMessage(message);
  worker.addEventListener('message', (event: MessageEvent<FromFeedWorker>) => {
    if (event.data.type === 'games') deliver(event.data.games);
    else failed();
  });
  worker.addEventListener('error', failed);
  send({ type: 'open', url: new URL(url, location.href).href });
  return {
    setVisible: (ids, visible) => send({ type: 'visible', ids, visible }),
    stop() {
      send({ type: 'close' });
      worker.terminate();
    },
  };
}

/** The stream on the main thread, where workers are missing; `receive` parses what the page shows. */
function mainThreadTransport(url: string, receive: (games: readonly unknown[]) => void, failed: () => void): Transport {
  return { setVisible: () => undefined, stop: openFeedStream(url, receive, failed) };
}

/**
 * Keeps the games of a page current as `subscribeGames` does, but spends the main thread only on the games in
 * view: the page says which games it shows, and the others are parsed and delivered when they come into view.
 */
export function subscribeVisibleGames(options: SubscribeVisibleGamesOptions): VisibleGamesFeed {
  if (options.ids.length === 0) return { setVisible: () => undefined, stop: () => undefined };
  const request = { ids: options.ids, lng: options.lng, detail: options.detail ?? false };
  const deliver = (games: GameSummary[]) => {
    if (games.length > 0) options.onGames(games);
  };

  // Filters what the main thread receives (the stream without a worker, and polling), and knows what is hidden.
  const local = createVisibleGamesFilter();
  const receive = (games: readonly unknown[]) => deliver(local.receive(games));
  let stopPolling: (() => void) | undefined;
  let transport: Transport | undefined;
  const startPolling = () => {
    transport?.stop();
    transport = undefined;
    stopPolling ??= pollGames({ url: feedUrl('updates', request), pollMs: options.pollMs, onGames: receive });
  };

  const url = feedUrl('feed', request);
  if (typeof EventSource === 'undefined') startPolling();
  else if (!options.inWorker || typeof Worker === 'undefined')
    transport = mainThreadTransport(url, receive, startPolling);
  else transport = workerTransport(url, deliver, startPolling);

  return {
    setVisible(ids, visible) {
      deliver(local.setVisible(ids, visible));
      transport?.setVisible(ids, visible);
    },
    stop() {
      transport?.stop();
      stopPolling?.();
    },
  };
}
