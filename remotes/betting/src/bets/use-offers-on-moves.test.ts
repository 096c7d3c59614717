// @vitest-environment happy-dom
import type { GameSummary } from '@betfront/contract/sportsbook';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOffersOnMoves } from './use-offers-on-moves';

describe('useOffersOnMoves', () => {
  it('asks for the sale values again each time the feed pushes the coupons’ games', () => {
    const offers = { offerOf: () => null, refresh: vi.fn() };
    const { rerender } = renderHook(({ games }) => useOffersOnMoves(offers, games), {
      initialProps: { games: new Map<number, GameSummary>() },
    });
    expect(offers.refresh).not.toHaveBeenCalled();
    rerender({ games: new Map([[1, {} as GameSummary]]) });
    rerender({ games: new Map([[1, {} as GameSummary]]) });
    expect(offers.refresh).toHaveBeenCalledTimes(2);
  });
});
