// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FromFeedWorker, ToFeedWorker } from './feed-worker-protocol';
import { subscribeVisibleGames } from './subscribe-visible-games';
import { FakeEventSource } from './testing/fake-event-source';
import { updatesAnswer } from './testing/feed-test-kit';
import { gameFixture } from './testing/game-fixture';

class FakeWorker {
  static instances: FakeWorker[] = [];
  readonly received: ToFeedWorker[] = [];
  readonly listeners = new Map<string, ((event: { data: FromFeedWorker }) => void)[]>();
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.instances.push(this);
  }
  addEventListener(type: string, listener: (event: { data: FromFeedWorker }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  postMessage(message: ToFeedWorker) {
    this.received.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(data: FromFeedWorker) {
    for (const listener of this.listeners.get('message') ?? []) listener({ data });
  }
}

const options = (onGames = vi.fn()) => ({ ids: [7, 8], lng: 'en', pollMs: 2000, inWorker: true, onGames });

beforeEach(() => {
  FakeEventSource.instances = [];
  FakeWorker.instances = [];
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('subscribeVisibleGames in a worker', () => {
  it('opens the feed in a module worker and passes on the games it sends and the rows in view', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('Worker', FakeWorker);
    const onGames = vi.fn();
    const feed = subscribeVisibleGames(options(onGames));
    const worker = FakeWorker.instances[0];
    expect(worker?.options).toEqual({ type: 'module' });
    expect(worker?.received[0]).toEqual({
      type: 'open',
      url: new URL('/web-api/sportsbook/feed?lng=en&ids=7%2C8&detail=false', location.href).href,
    });
    expect(FakeEventSource.instances).toHaveLength(0);
    feed.setVisible([8], false);
    expect(worker?.received[1]).toEqual({ type: 'visible', ids: [8], visible: false });
    worker?.answer({ type: 'games', games: [gameFixture(7, 2)] });
    expect(onGames).toHaveBeenCalledWith([gameFixture(7, 2)]);
    feed.stop();
    expect(worker?.received[2]).toEqual({ type: 'close' });
    expect(worker?.terminated).toBe(true);
  });

  it('polls on the main thread, still skipping hidden games, when the worker says the stream failed', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('Worker', FakeWorker);
    const fetchMock = vi.fn(() => updatesAnswer([gameFixture(7, 3), gameFixture(8, 3)]));
    vi.stubGlobal('fetch', fetchMock);
    const onGames = vi.fn();
    const feed = subscribeVisibleGames(options(onGames));
    feed.setVisible([8], false);
    FakeWorker.instances[0]?.answer({ type: 'failed' });
    expect(FakeWorker.instances[0]?.terminated).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledWith(
      '/web-api/sportsbook/updates?lng=en&ids=7%2C8&detail=false',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(onGames).toHaveBeenLastCalledWith([gameFixture(7, 3)]);
    feed.setVisible([8], true);
    expect(onGames).toHaveBeenLastCalledWith([gameFixture(8, 3)]);
    feed.stop();
  });

  it('opens a new worker after the wait, telling it the hidden games, and stops polling once it streams', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(1);
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('Worker', FakeWorker);
    const fetchMock = vi.fn(() => updatesAnswer([]));
    vi.stubGlobal('fetch', fetchMock);
    const onGames = vi.fn();
    const feed = subscribeVisibleGames(options(onGames));
    feed.setVisible([8], false);
    FakeWorker.instances[0]?.answer({ type: 'failed' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const retried = FakeWorker.instances[1];
    expect(retried?.received).toEqual([
      { type: 'open', url: new URL('/web-api/sportsbook/feed?lng=en&ids=7%2C8&detail=false', location.href).href },
      { type: 'visible', ids: [8], visible: false },
    ]);
    retried?.answer({ type: 'opened' });
    retried?.answer({ type: 'games', games: [gameFixture(7, 4)] });
    expect(onGames).toHaveBeenLastCalledWith([gameFixture(7, 4)]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    feed.setVisible([8], true);
    expect(retried?.received.at(-1)).toEqual({ type: 'visible', ids: [8], visible: true });
    feed.stop();
    expect(retried?.terminated).toBe(true);
  });
});

describe('subscribeVisibleGames without workers', () => {
  it('parses on the main thread only the games in view, and a hidden one when it shows', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('Worker', undefined);
    const onGames = vi.fn();
    const feed = subscribeVisibleGames(options(onGames));
    const source = FakeEventSource.instances[0];
    expect(source?.url).toBe('/web-api/sportsbook/feed?lng=en&ids=7%2C8&detail=false');
    feed.setVisible([8], false);
    source?.emit('games', JSON.stringify({ games: [gameFixture(7, 1), gameFixture(8, 1)] }));
    source?.emit('games', 'not json');
    expect(onGames.mock.calls).toEqual([[[gameFixture(7, 1)]]]);
    feed.setVisible([8], true);
    expect(onGames).toHaveBeenLastCalledWith([gameFixture(8, 1)]);
    feed.stop();
    expect(source?.closed).toBe(true);
  });

  it('reads a short list on the main thread even where workers exist', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('Worker', FakeWorker);
    const feed = subscribeVisibleGames({ ...options(), inWorker: false });
    expect(FakeWorker.instances).toHaveLength(0);
    expect(FakeEventSource.instances).toHaveLength(1);
    feed.stop();
  });

  it('does nothing for an empty list of games', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('Worker', FakeWorker);
    subscribeVisibleGames({ ...options(), ids: [] }).setVisible([1], true);
    expect(FakeWorker.instances).toHaveLength(0);
    expect(FakeEventSource.instances).toHaveLength(0);
  });
});
