import { FEED_EVENT } from '@betfront/contract/sportsbook-feed';
import { gamesEnvelopeSchema } from './newer-games';

/** What one stream tells whoever opened it besides the games: that it streams, or that it broke. */
export interface StreamEvents {
  opened(): void;
  failed(): void;
}

/**
 * Opens the feed's event stream and hands on each event's games, still unchecked one by one. The first error
 * closes the stream and calls `failed` (the caller polls meanwhile and opens a new stream later, see
 * `followFeed`). Answers the function that closes it.
 */
export function openFeedStream(
  url: string,
  receive: (games: readonly unknown[]) => void,
  events: StreamEvents,
): () => void {
  const source = new EventSource(url);
  source.addEventListener('open', () => events.opened());
  source.addEventListener(FEED_EVENT, (event) => {
    if (typeof event.data !== 'string') return;
    try {
      const parsed = gamesEnvelopeSchema.safeParse(JSON.parse(event.data));
      if (parsed.success) receive(parsed.data.games);
    } catch {
      // A malformed event is skipped; the next one carries the newer versions anyway.
    }
  });
  source.addEventListener('error', () => {
    source.close();
    events.failed();
  });
  return () => source.close();
}
