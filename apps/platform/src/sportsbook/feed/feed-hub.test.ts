import { feedEventSchema } from '@betfront/contract/sportsbook-feed';
import { gameFixture } from '@betfront/live-feed/testing/game-fixture';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChangeStream } from './change-stream';
import { createFeedHub } from './feed-hub';
import type { FeedSink } from './feed-hub';

function recordingSink() {
  const chunks: string[] = [];
  const sink: FeedSink & { ended: boolean } = {
    ended: false,
    write: (chunk) => void chunks.push(chunk),
    end: () => {
      sink.ended = true;
    },
  };
  /** The `games` events written so far, each as the list of game ids and versions it carried. */
  const events = () =>
    chunks
      .filter((chunk) => chunk.startsWith('event: games\n'))
      .map((chunk) => feedEventSchema.parse(JSON.parse(chunk.split('\ndata: ')[1] ?? '')).games)
      .map((games) => games.map((g) => `${g.id}@${g.version}`));
  return { sink, chunks, events };
}

describe('the feed hub', () => {
  const versions = new Map<number, number>();
  const changes = createChangeStream();
  const load = vi.fn(async (ids: readonly number[]) => ids.map((id) => gameFixture(id, versions.get(id) ?? 1)));
  const change = (...ids: number[]) => {
    for (const id of ids) versions.set(id, (versions.get(id) ?? 1) + 1);
    changes.publish(ids);
  };
  let hub: ReturnType<typeof createFeedHub>;

  beforeEach(() => {
    vi.useFakeTimers();
    versions.clear();
    load.mockClear();
    hub = createFeedHub({ changes, load, batchMs: 1000, pingMs: 15_000, onError: () => undefined });
  });
  afterEach(() => {
    hub.close();
    vi.useRealTimers();
  });

  it('sends a snapshot first, then only the asked games that changed, at most once a second', async () => {
    const client = recordingSink();
    hub.connect({ ids: [1, 2], lng: 'en', detail: false }, client.sink);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.events()).toEqual([['1@1', '2@1']]);

    change(2, 3);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.events()).toEqual([['1@1', '2@1'], ['2@2']]);

    change(1);
    change(2);
    await vi.advanceTimersByTimeAsync(500);
    expect(client.events()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(500);
    expect(client.events()).toEqual([['1@1', '2@1'], ['2@2'], ['1@2', '2@3']]);

    change(3);
    await vi.advanceTimersByTimeAsync(2000);
    expect(client.events()).toHaveLength(3);
  });

  it('does not send again a change its snapshot already held', async () => {
    const watcher = recordingSink();
    hub.connect({ ids: [8], lng: 'en', detail: false }, watcher.sink);
    await vi.advanceTimersByTimeAsync(0);
    const client = recordingSink();
    versions.set(8, 2);
    hub.connect({ ids: [8], lng: 'en', detail: false }, client.sink);
    changes.publish([8]);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.events()).toEqual([['8@2']]);
    expect(watcher.events()).toEqual([['8@1'], ['8@2']]);
  });

  it('leaves out of the snapshot a game the page holds at its version, and sends it once it changes', async () => {
    const client = recordingSink();
    versions.set(11, 4);
    hub.connect(
      {
        ids: [10, 11],
        lng: 'en',
        detail: false,
        known: new Map([
          [10, 1],
          [11, 3],
        ]),
      },
      client.sink,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(client.events()).toEqual([['11@4']]);
    change(10);
    await vi.advanceTimersByTimeAsync(0);
    expect(client.events()).toEqual([['11@4'], ['10@2']]);
  });

  it('prices a changed game once for every client that follows it in the same language and detail', async () => {
    const first = recordingSink();
    const second = recordingSink();
    hub.connect({ ids: [5], lng: 'en', detail: false }, first.sink);
    hub.connect({ ids: [5, 6], lng: 'en', detail: false }, second.sink);
    await vi.advanceTimersByTimeAsync(0);
    load.mockClear();
    change(5);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(first.events().at(-1)).toEqual(['5@2']);
    expect(second.events().at(-1)).toEqual(['5@2']);
  });

  it('pings quiet streams, forgets those gone and ends the rest on close', async () => {
    const first = recordingSink();
    const second = recordingSink();
    const disconnect = hub.connect({ ids: [1], lng: 'en', detail: false }, first.sink);
    hub.connect({ ids: [1], lng: 'ru', detail: true }, second.sink);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(first.chunks).toContain(': ping\n\n');

    disconnect();
    expect(hub.isClosed).toBe(false);
    change(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(first.events()).toHaveLength(1);
    expect(second.events()).toHaveLength(2);

    hub.close();
    expect(second.sink.ended).toBe(true);
    expect(first.sink.ended).toBe(false);
    expect(hub.size).toBe(0);
    expect(hub.isClosed).toBe(true);
  });
});
