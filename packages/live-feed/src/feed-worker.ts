import type { GameSummary } from '@betfront/contract/sportsbook';
import type { FromFeedWorker, ToFeedWorker } from './feed-worker-protocol';
import { openFeedStream } from './open-feed-stream';
import { createVisibleGamesFilter } from './visible-games';

/**
 * The feed off the page's main thread: the stream, its JSON and the games' validation run here, and the page
 * receives only the parsed games it shows.
 */
const filter = createVisibleGamesFilter();
let closeStream: (() => void) | undefined;

const post = (message: FromFeedWorker) => postMessage(message);
const deliver = (games: GameSummary[]) => {
  if (games.length > 0) post({ type: 'games', games });
};

function open(url: string) {
  closeStream = openFeedStream(url, (games) => deliver(filter.receive(games)), {
    opened: () => post({ type: 'opened' }),
    failed: () => post({ type: 'failed' }),
  });
}

addEventListener('message', (event: MessageEvent<ToFeedWorker>) => {
  const message = event.data;
  if (message.type === 'open') open(message.url);
  else if (message.type === 'visible') deliver(filter.setVisible(message.ids, message.visible));
  else {
    closeStream?.();
    close();
  }
});
