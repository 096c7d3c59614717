// @vitest-environment happy-dom
import { createApiClient, installBrowserApi } from '@betfront/api-client';
import { CASH_OUT_EVENT } from '@betfront/contract/cash-out';
import type { CashOutOffer } from '@betfront/contract/cash-out';
import { queryWrapper } from '@betfront/remote-kit/testing/query-client';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCashOutOffers } from './use-cash-out-offers';

const offer = (couponId: number, value: string | null): CashOutOffer => ({
  couponId,
  currencyIso: 'RUB',
  value,
  liveStake: '100.00',
  livePossibleWin: '400.00',
  soldStake: '0.00',
  cashedOut: '0.00',
  maxSaleValue: null,
  reasons: [],
  legs: [],
  sales: [],
  parts: [],
  addition: { refusal: 'market_suspended' },
  autoSale: null,
});

/** The platform's stream as the page opens it: the test pushes its events. */
class FakeStream {
  static opened: FakeStream[] = [];
  readonly listeners: ((event: MessageEvent<string>) => void)[] = [];
  isClosed = false;
  constructor(readonly url: string) {
    FakeStream.opened.push(this);
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    if (name === CASH_OUT_EVENT) this.listeners.push(listener);
  }
  close() {
    this.isClosed = true;
  }
  /** Sends an event and waits for the query client to hand it to React (on its next tick). */
  async push(offers: CashOutOffer[]) {
    const event = new MessageEvent('message', { data: JSON.stringify({ offers }) });
    await act(async () => {
      this.listeners.forEach((listener) => listener(event));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

const lastStream = () => {
  const stream = FakeStream.opened.at(-1);
  if (!stream) throw new Error('no stream opened');
  return stream;
};

let offersAnswer: () => Response;
let asked: string[];
beforeEach(() => {
  FakeStream.opened = [];
  asked = [];
  offersAnswer = () => new Response('{}', { status: 500 });
  vi.stubGlobal('EventSource', FakeStream);
  installBrowserApi(
    createApiClient({
      applicationName: 'test',
      fetch: async (url) => {
        const { pathname, search } = new URL(url, 'http://site');
        asked.push(pathname + search);
        return offersAnswer();
      },
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const valueOf = (offers: ReturnType<typeof useCashOutOffers>, couponId: number) => offers.offerOf(couponId)?.value;

describe('useCashOutOffers', () => {
  it('has no offer until the stream sends them all, then takes each change it pushes, with no call of its own', async () => {
    const { result } = renderHook(() => useCashOutOffers([1, 2]), { wrapper: queryWrapper() });
    expect(result.current.offerOf(1)).toBeNull();
    expect(lastStream().url).toBe('/web-api/cash-out/stream?couponIds=1,2');
    await lastStream().push([offer(1, '50.00'), offer(2, null)]);
    expect(valueOf(result.current, 1)).toBe('50.00');
    expect(valueOf(result.current, 2)).toBeNull();
    await lastStream().push([offer(2, '12.30')]);
    expect(valueOf(result.current, 1)).toBe('50.00');
    expect(valueOf(result.current, 2)).toBe('12.30');
    expect(asked).toEqual([]);
  });

  it('reads the offers at once when asked, and keeps the last ones when that read fails', async () => {
    const { result } = renderHook(() => useCashOutOffers([1]), { wrapper: queryWrapper() });
    await lastStream().push([offer(1, '50.00')]);
    offersAnswer = () => Response.json({ offers: [offer(1, '48.00')] });
    act(() => result.current.refresh());
    await waitFor(() => expect(valueOf(result.current, 1)).toBe('48.00'));
    expect(asked).toEqual(['/web-api/cash-out/offers?couponIds=1']);
    offersAnswer = () => new Response('{}', { status: 500 });
    act(() => result.current.refresh());
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(valueOf(result.current, 1)).toBe('48.00');
  });

  it('follows the new coupons when they change, showing the offers known until the stream answers', async () => {
    const { result, rerender, unmount } = renderHook(({ ids }) => useCashOutOffers(ids), {
      wrapper: queryWrapper(),
      initialProps: { ids: [1] },
    });
    const first = lastStream();
    await first.push([offer(1, '50.00')]);
    rerender({ ids: [1, 3] });
    expect(first.isClosed).toBe(true);
    expect(valueOf(result.current, 1)).toBe('50.00');
    await lastStream().push([offer(1, '51.00'), offer(3, '9.00')]);
    expect(valueOf(result.current, 3)).toBe('9.00');
    unmount();
    expect(lastStream().isClosed).toBe(true);
  });

  it('opens no stream without coupons', () => {
    renderHook(() => useCashOutOffers([]), { wrapper: queryWrapper() });
    expect(FakeStream.opened).toEqual([]);
  });
});
