import { FEED_EVENT } from '@betfront/contract/sportsbook-feed';
import type { GameSummary } from '@betfront/contract/sportsbook';
import { gamesEnvelopeSchema } from './newer-games';
import type { FromFeedWorker, ToFeedWorker } from './feed-worker-protocol';
import { createVisibleGamesFilter } from './visible-games';

/**
 * The feed off the page's main thread: the stream, its JSON and the games' validation run here, and the page
 * receives only the parsed games it shows.
 */
const filter = createVisibleGamesFilter();
let source: EventSource | undefined;

const post = (message: FromFeedWorker) => postMessage(message);
const deliver = (games: GameSummary[]) => {
  if (games.length > 0) post({ type: 'games', games });
};

function open(url: string) {
  source = new EventSource(url);
  source.addEventListener(FEED_EVENT, (event) => {
    if (typeof event.data !== 'string') return;
    try {
      const parsed = gamesEnvelopeSchema.safeParse(JSON.parse(event.data));
      if (parsed.success) deliver(filter.receive(parsed.data.games));
    } catch {
      // A malformed event is skipped; the next one carries the newer versions anyway.
    }
  });
  source.addEventListener('error', () => {
    source?.close();
    post({ type: 'failed' });
  });
}

addEventListener('message', (event: MessageEvent<ToFeedWorker>) => {
  const message = event.data;
  if (message.type === 'open') open(message.url);
  else if (message.type === 'visible') deliver(filter.setVisible(message.ids, message.visible));
  else {
    source?.close();
    close();
  }
});
