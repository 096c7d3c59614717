// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ToFeedWorker } from './feed-worker-protocol';
import { FakeEventSource } from './testing/fake-event-source';
import { gameFixture } from './testing/game-fixture';

const send = (data: ToFeedWorker) => dispatchEvent(new MessageEvent('message', { data }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the feed worker', () => {
  it('opens the stream, posts the parsed games in view, then the hidden ones as they show', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const posted = vi.fn();
    vi.stubGlobal('postMessage', posted);
    vi.stubGlobal('close', vi.fn());
    await import('./feed-worker');
    send({ type: 'open', url: 'http://site.test/web-api/sportsbook/feed?ids=7,8' });
    const source = FakeEventSource.instances[0];
    expect(source?.url).toBe('http://site.test/web-api/sportsbook/feed?ids=7,8');
    send({ type: 'visible', ids: [8], visible: false });
    source?.emit('games', JSON.stringify({ games: [gameFixture(7, 1), gameFixture(8, 1)] }));
    source?.emit('games', '{"games":');
    expect(posted.mock.calls).toEqual([[{ type: 'games', games: [gameFixture(7, 1)] }]]);
    send({ type: 'visible', ids: [8], visible: true });
    expect(posted).toHaveBeenLastCalledWith({ type: 'games', games: [gameFixture(8, 1)] });
    source?.emit('error');
    expect(source?.closed).toBe(true);
    expect(posted).toHaveBeenLastCalledWith({ type: 'failed' });
  });
});
