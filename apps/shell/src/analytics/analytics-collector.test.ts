import type { AnalyticsBatch, AnalyticsEvent } from '@betfront/contract/analytics';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { batchesOf } from './analytics-batches';
import { createAnalyticsCollector, FLUSH_DELAY_MS } from './analytics-collector';

const area = (n: number): AnalyticsEvent => ({ name: 'area_open', area: n % 2 === 0 ? 'results' : 'casino' });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function collector(allows = () => true) {
  const sent: AnalyticsBatch[] = [];
  const instance = createAnalyticsCollector({
    send: async (batch) => {
      sent.push(batch);
    },
    allowsAnalytics: allows,
  });
  return { instance, sent };
}

describe('the analytics collector', () => {
  it('sends the events of a few seconds together, one call per page in their order', () => {
    const { instance, sent } = collector();
    instance.add({ page: 'home', event: area(0) });
    instance.add({ page: 'home', event: area(1) });
    instance.add({ page: 'results', event: area(2) });
    vi.advanceTimersByTime(FLUSH_DELAY_MS - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([
      { page: 'home', events: [area(0), area(1)] },
      { page: 'results', events: [area(2)] },
    ]);
  });

  it('sends a full batch at once, and what waits when the page goes away', () => {
    const { instance, sent } = collector();
    for (let n = 0; n < 20; n += 1) instance.add({ page: 'home', event: area(n) });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.events).toHaveLength(20);
    instance.add({ page: 'home', event: area(0) });
    instance.flush();
    expect(sent).toHaveLength(2);
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(sent).toHaveLength(2);
  });

  it('sends nothing once the visitor has withdrawn the consent', () => {
    const { instance, sent } = collector(() => false);
    instance.add({ page: 'home', event: area(0) });
    vi.advanceTimersByTime(FLUSH_DELAY_MS);
    expect(sent).toEqual([]);
  });

  it('splits a long run of one page into batches of twenty', () => {
    const entries = Array.from({ length: 45 }, (_, n) => ({ page: null, event: area(n) }));
    expect(batchesOf(entries).map((batch) => batch.events.length)).toEqual([20, 20, 5]);
  });
});
