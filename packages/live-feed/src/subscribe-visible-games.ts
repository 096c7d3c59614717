import type { GameSummary } from '@betfront/contract/sportsbook';
import { feedUrl } from './feed-url';
import type { FromFeedWorker, ToFeedWorker } from './feed-worker-protocol';
import { followFeed } from './follow-feed';
import { openFeedStream } from './open-feed-stream';
import type { StreamEvents } from './open-feed-stream';
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

/**
 * The stream, its JSON and validation in a worker; the page hears only of the parsed games it shows. A new
 * worker is told first which games are out of view.
 */
function workerTransport(
  url: string,
  hidden: readonly number[],
  deliver: (games: GameSummary[]) => void,
  events: StreamEvents,
): Transport {
  const worker = new Worker(new URL('./feed-worker.ts', import.meta.url), { type: 'module' });
  const send = (message: ToFeedWorker) => worker.postMessage(message);
  worker.addEventListener('message', (event: MessageEvent<FromFeedWorker>) => {
    if (event.data.type === 'games') deliver(event.data.games);
    else if (event.data.type === 'opened') events.opened();
    else events.failed();
  });
  worker.addEventListener('error', () => events.failed());
  send({ type: 'open', url: new URL(url, location.href).href });
  if (hidden.length > 0) send({ type: 'visible', ids: hidden, visible: false });
  return {
    setVisible: (ids, visible) => send({ type: 'visible', ids, visible }),
    stop() {
      send({ type: 'close' });
      worker.terminate();
    },
  };
}

/** The stream on the main thread, where workers are missing; `receive` parses what the page shows. */
function mainThreadTransport(
  url: string,
  receive: (games: readonly unknown[]) => void,
  events: StreamEvents,
): Transport {
  return { setVisible: () => undefined, stop: openFeedStream(url, receive, events) };
}

/**
 * Keeps the games of a page current as `subscribeGames` does, but spends the main thread only on the games in
 * view: the page says which games it shows, and the others are parsed and delivered when they come into view.
 */
export function subscribeVisibleGames(options: SubscribeVisibleGamesOptions): VisibleGamesFeed {
  if (options.ids.length === 0) return { setVisible: () => undefined, stop: () => undefined };
  const request = { ids: options.ids, lng: options.lng, detail: options.detail ?? false, known: options.known };
  const deliver = (games: GameSummary[]) => {
    if (games.length > 0) options.onGames(games);
  };

  // Filters what the main thread receives (the stream without a worker, and polling), and knows what is hidden.
  const local = createVisibleGamesFilter();
  const receive = (games: readonly unknown[]) => deliver(local.receive(games));
  const poll = () => pollGames({ url: feedUrl('updates', request), pollMs: options.pollMs, onGames: receive });
  const hidden = new Set<number>();
  let transport: Transport | undefined;

  const url = feedUrl('feed', request);
  const inWorker = options.inWorker && typeof Worker !== 'undefined';
  const connect = (events: StreamEvents) => {
    const opened = inWorker
      ? workerTransport(url, [...hidden], deliver, events)
      : mainThreadTransport(url, receive, events);
    transport = opened;
    return () => {
      if (transport === opened) transport = undefined;
      opened.stop();
    };
  };
  const stop = typeof EventSource === 'undefined' ? poll() : followFeed({ connect, poll });

  return {
    setVisible(ids, visible) {
      for (const id of ids) {
        if (visible) hidden.delete(id);
        else hidden.add(id);
      }
      deliver(local.setVisible(ids, visible));
      transport?.setVisible(ids, visible);
    },
    stop,
  };
}
