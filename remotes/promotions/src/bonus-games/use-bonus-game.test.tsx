// @vitest-environment happy-dom
import { createApiClient, installBrowserApi } from '@betfront/api-client';
import type { BonusGameAnswer } from '@betfront/contract/bonuses';
import { queryWrapper } from '@betfront/remote-kit/testing/query-client';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isVisitor } from './bonus-game-api';
import { useBonusGame } from './use-bonus-game';

const PRIZE = { id: 1, label: '100 bonus', kind: 'bonus', amount: '100.00', chance: '50.00' } as const;
const TABLE: BonusGameAnswer = { game: 'safe', prizes: [PRIZE], nextPlayAt: null };

let answers: Record<string, { status: number; body: unknown }[]>;
let asked: string[];
beforeEach(() => {
  answers = {};
  asked = [];
  installBrowserApi(
    createApiClient({
      applicationName: 'test',
      fetch: async (url, init) => {
        const { pathname } = new URL(url, 'http://site');
        asked.push(`${init?.method ?? 'GET'} ${pathname}`);
        const answer = answers[pathname]?.shift() ?? { status: 500, body: {} };
        return new Response(JSON.stringify(answer.body), { status: answer.status });
      },
    }),
  );
});
afterEach(cleanup);

describe('useBonusGame', () => {
  it('reads the prize table for a player, then a play moves the next play time', async () => {
    answers['/web-api/bonus-games/safe'] = [{ status: 200, body: TABLE }];
    answers['/web-api/bonus-games/safe/plays'] = [
      { status: 200, body: { prize: PRIZE, bonusId: '5', nextPlayAt: '2026-05-02T10:00:00.000Z' } },
    ];
    const { result } = renderHook(() => useBonusGame('safe', 'en', true), { wrapper: queryWrapper() });
    expect(result.current.answer).toBeNull();
    await waitFor(() => expect(result.current.answer).toEqual(TABLE));
    const revealed: string[] = [];
    await act(() => result.current.play(async (play) => void revealed.push(play.prize.label)));
    await waitFor(() => expect(result.current.answer?.nextPlayAt).toBe('2026-05-02T10:00:00.000Z'));
    expect(revealed).toEqual(['100 bonus']);
    expect(result.current.outcome?.tone).toBe('success');
    expect(asked).toEqual(['GET /web-api/bonus-games/safe', 'POST /web-api/bonus-games/safe/plays']);
  });

  it('reads nothing for a visitor', async () => {
    const { result } = renderHook(() => useBonusGame('safe', 'en', false), { wrapper: queryWrapper() });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(result.current.isVisitor).toBe(true);
    expect(asked).toEqual([]);
  });

  it('keeps the failed read, with no table, for the page to explain', async () => {
    answers['/web-api/bonus-games/safe'] = [{ status: 401, body: { error: { code: 'unauthorized', message: 'no' } } }];
    const { result } = renderHook(() => useBonusGame('safe', 'en', true), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current.loadError).not.toBeNull());
    expect(isVisitor(result.current.loadError)).toBe(true);
    expect(result.current.answer).toBeNull();
  });
});
