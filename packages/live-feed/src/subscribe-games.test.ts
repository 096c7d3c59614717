// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeGames as subscribe } from './subscribe-games';
import type { SubscribeGamesOptions } from './subscribe-games';
import { HIDDEN_PAUSE_MS } from './long-hidden';
import { FakeEventSource } from './testing/fake-event-source';
import { endFeedTest, setPageHidden, startFeedTest, stoppedAfterTest, updatesAnswer } from './testing/feed-test-kit';
import { gameFixture } from './testing/game-fixture';

const game = gameFixture;

const subscribeGames = (options: SubscribeGamesOptions) => stoppedAfterTest(subscribe(options));

beforeEach(startFeedTest);
afterEach(endFeedTest);

describe('subscribeGames over server-sent events', () => {
  it('opens the feed for the games and delivers each parsed event', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const onGames = vi.fn();
    const stop = subscribeGames({ ids: [7, 8, 7], lng: 'en', detail: true, pollMs: 3000, onGames });
    const source = FakeEventSource.instances[0];
    expect(source?.url).toBe('/web-api/sportsbook/feed?lng=en&ids=7%2C8&detail=true');
    source?.emit('games', JSON.stringify({ games: [game(7, 1), game(8, 1)] }));
    expect(onGames).toHaveBeenLastCalledWith([game(7, 1), game(8, 1)]);
    stop();
    expect(source?.closed).toBe(true);
  });

  it('names the versions the page holds, for the games asked for, in the feed and the updates call', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
    const fetchMock = vi.fn(() => updatesAnswer([]));
    vi.stubGlobal('fetch', fetchMock);
    const known = new Map([
      [7, 12],
      [9, 3],
    ]);
    subscribeGames({ ids: [7, 8], lng: 'en', known, pollMs: 3000, onGames: vi.fn() });
    const source = FakeEventSource.instances[0];
    expect(source?.url).toBe('/web-api/sportsbook/feed?lng=en&ids=7%2C8&detail=false&known=7%3A12');
    source?.emit('error');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledWith(
      '/web-api/sportsbook/updates?lng=en&ids=7%2C8&detail=false&known=7%3A12',
      expect.anything(),
    );
  });

  it('skips games whose version it already delivered and events that do not parse', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const onGames = vi.fn();
    subscribeGames({ ids: [7, 8], lng: 'ru', pollMs: 3000, onGames });
    const source = FakeEventSource.instances[0];
    source?.emit('games', JSON.stringify({ games: [game(7, 2), game(8, 1)] }));
    source?.emit('games', JSON.stringify({ games: [game(7, 2), game(8, 3)] }));
    source?.emit('games', JSON.stringify({ games: [game(7, 1)] }));
    source?.emit('games', '{"games":[{"id":"x"}]}');
    source?.emit('games', JSON.stringify({ games: [{ ...game(8, 4), status: 'unknown' }] }));
    source?.emit('games', 'not json');
    expect(onGames.mock.calls).toEqual([[[game(7, 2), game(8, 1)]], [[game(8, 3)]]]);
  });

  it('falls back to polling the updates call when the stream fails', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
    const fetchMock = vi.fn(() => updatesAnswer([game(7, 4)]));
    vi.stubGlobal('fetch', fetchMock);
    const onGames = vi.fn();
    subscribeGames({ ids: [7], lng: 'ru', pollMs: 3000, onGames });
    FakeEventSource.instances[0]?.emit('error');
    expect(FakeEventSource.instances[0]?.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledWith(
      '/web-api/sportsbook/updates?lng=ru&ids=7&detail=false',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(onGames).toHaveBeenCalledWith([game(7, 4)]);
  });
});

describe('subscribeGames by polling', () => {
  it('polls at once and then every pollMs, delivering only newer versions', async () => {
    vi.useFakeTimers();
    let version = 1;
    const fetchMock = vi.fn(() => updatesAnswer([game(7, version)]));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('EventSource', undefined);
    const onGames = vi.fn();
    const stop = subscribeGames({ ids: [7], lng: 'ru', pollMs: 2000, onGames });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onGames).toHaveBeenCalledTimes(1);
    version = 2;
    await vi.advanceTimersByTimeAsync(2000);
    expect(onGames).toHaveBeenLastCalledWith([game(7, 2)]);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('keeps polling after a failed answer', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn<() => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(new Response('{"error":{}}', { status: 500 }))
      .mockImplementation(() => updatesAnswer([game(7, 1)]));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('EventSource', undefined);
    const onGames = vi.fn();
    subscribeGames({ ids: [7], lng: 'ru', pollMs: 1000, onGames });
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(onGames).toHaveBeenCalledWith([game(7, 1)]);
  });

  it('pauses 30 s after the page is hidden and refreshes at once on return', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(() => updatesAnswer([]));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('EventSource', undefined);
    subscribeGames({ ids: [7], lng: 'ru', pollMs: 5000, onGames: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    setPageHidden(true);
    await vi.advanceTimersByTimeAsync(HIDDEN_PAUSE_MS);
    const callsWhenPaused = fetchMock.mock.calls.length;
    expect(callsWhenPaused).toBe(HIDDEN_PAUSE_MS / 5000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(callsWhenPaused);
    setPageHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(callsWhenPaused + 1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchMock).toHaveBeenCalledTimes(callsWhenPaused + 2);
  });

  it('does not pause when the page shows again within 30 s', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(() => updatesAnswer([]));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('EventSource', undefined);
    subscribeGames({ ids: [7], lng: 'ru', pollMs: 10_000, onGames: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    setPageHidden(true);
    await vi.advanceTimersByTimeAsync(20_000);
    setPageHidden(false);
    await vi.advanceTimersByTimeAsync(40_000);
    expect(fetchMock).toHaveBeenCalledTimes(1 + 6);
  });

  it('does nothing for an empty list of games', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('EventSource', FakeEventSource);
    subscribeGames({ ids: [], lng: 'ru', pollMs: 1000, onGames: vi.fn() });
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
