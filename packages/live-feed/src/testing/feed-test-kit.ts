import { vi } from 'vitest';
import { FakeEventSource } from './fake-event-source';

const running: (() => void)[] = [];

/** An answer of the updates call holding the games. */
export function updatesAnswer(games: readonly unknown[]): Promise<Response> {
  return Promise.resolve(new Response(JSON.stringify({ games }), { status: 200 }));
}

/** Hides or shows the page as a browser does, with its `visibilitychange` event. */
export function setPageHidden(hidden: boolean): void {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Answers the stop function of a subscription after noting it, so that `endFeedTest` stops it. */
export function stoppedAfterTest(stop: () => void): () => void {
  running.push(stop);
  return stop;
}

/** Before each test: no streams opened yet. */
export function startFeedTest(): void {
  FakeEventSource.instances = [];
}

/** After each test: stops what it left running, shows the page again, and undoes its fakes. */
export function endFeedTest(): void {
  for (const stop of running.splice(0)) stop();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  setPageHidden(false);
}
