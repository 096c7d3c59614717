// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { streamRetryDelay } from './follow-feed';
import { HIDDEN_PAUSE_MS } from './long-hidden';
import { subscribeGames } from './subscribe-games';
import { FakeEventSource } from './testing/fake-event-source';
import { endFeedTest, setPageHidden, startFeedTest, stoppedAfterTest, updatesAnswer } from './testing/feed-test-kit';
import { gameFixture } from './testing/game-fixture';

const POLL_MS = 3000;

const sources = () => FakeEventSource.instances;
const latestSource = () => sources()[sources().length - 1];

/** Follows game 7 with a fake stream and a fake updates call; the random half of each retry wait is half of it. */
function follow() {
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  vi.stubGlobal('EventSource', FakeEventSource);
  const fetchMock = vi.fn(() => updatesAnswer([gameFixture(7, 1)]));
  vi.stubGlobal('fetch', fetchMock);
  const onGames = vi.fn();
  const stop = stoppedAfterTest(subscribeGames({ ids: [7], lng: 'en', pollMs: POLL_MS, onGames }));
  return { fetchMock, onGames, stop };
}

beforeEach(startFeedTest);
afterEach(endFeedTest);

describe('streamRetryDelay', () => {
  it('doubles from 2 s up to 60 s, leaving out a random part of at most half', () => {
    const ceilings = [0, 1, 2, 3, 4, 5, 6, 10].map((retry) => streamRetryDelay(retry, () => 1));
    expect(ceilings).toEqual([2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000]);
    expect(streamRetryDelay(0, () => 0)).toBe(1000);
    expect(streamRetryDelay(20, () => 0)).toBe(30_000);
  });
});

describe('following the feed when its stream fails', () => {
  it('polls meanwhile, opens a new stream after the wait, and stops polling once it streams', async () => {
    const { fetchMock, onGames, stop } = follow();
    const first = latestSource();
    first?.emit('open');
    first?.emit('error');
    expect(first?.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onGames).toHaveBeenLastCalledWith([gameFixture(7, 1)]);

    await vi.advanceTimersByTimeAsync(1500);
    expect(sources()).toHaveLength(2);
    expect(latestSource()?.url).toBe(first?.url);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    latestSource()?.emit('open');
    latestSource()?.emit('games', JSON.stringify({ games: [gameFixture(7, 1), gameFixture(7, 2)] }));
    expect(onGames).toHaveBeenLastCalledWith([gameFixture(7, 2)]);
    await vi.advanceTimersByTimeAsync(10 * POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sources()).toHaveLength(2);
    stop();
    expect(latestSource()?.closed).toBe(true);
  });

  it('waits twice as long after each stream that fails to open, and starts over once one opens', async () => {
    follow();
    const failAfter = async (waitMs: number) => {
      latestSource()?.emit('error');
      const before = sources().length;
      await vi.advanceTimersByTimeAsync(waitMs - 1);
      expect(sources()).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(sources()).toHaveLength(before + 1);
    };
    await failAfter(1500);
    await failAfter(3000);
    await failAfter(6000);
    latestSource()?.emit('open');
    await failAfter(1500);
  });

  it('neither polls nor opens a stream after it is stopped while waiting to retry', async () => {
    const { fetchMock, stop } = follow();
    latestSource()?.emit('error');
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sources()).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('tries no stream while the page is long hidden, and one at once when it shows', async () => {
    const { fetchMock } = follow();
    setPageHidden(true);
    await vi.advanceTimersByTimeAsync(HIDDEN_PAUSE_MS - 1000);
    latestSource()?.emit('error');
    // Polling, started now, pauses 30 s later; the stream's retry, due in 1.5 s, was put off at the 30 s mark.
    await vi.advanceTimersByTimeAsync(HIDDEN_PAUSE_MS);
    const streams = sources().length;
    const polls = fetchMock.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(sources()).toHaveLength(streams);
    expect(fetchMock).toHaveBeenCalledTimes(polls);

    setPageHidden(false);
    expect(sources()).toHaveLength(streams + 1);
    latestSource()?.emit('open');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(polls + 1);
    await vi.advanceTimersByTimeAsync(10 * POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(polls + 1);
  });
});
