import type { ApiClient, RequestOptions } from '@betfront/api-client';
import type { Payment } from '@betfront/contract/payments';
import { describe, expect, it } from 'vitest';
import { depositOf } from './deposit-fixture';
import { loadTeamCashNotice } from './load-team-cash-notice';

/** A platform serving the player's deposits page by page, recording the pages asked for. */
function platformWith(pages: Payment[][], total: number) {
  const pagesAsked: unknown[] = [];
  const client = {
    request: async (schema: { parse: (value: unknown) => unknown }, options: RequestOptions) => {
      if (options.path === '/web-api/team-cash/status') return schema.parse({ isAgent: false });
      pagesAsked.push(options.query?.page);
      const page = pages[Number(options.query?.page) - 1] ?? [];
      return schema.parse({ payments: page, total });
    },
  } as unknown as ApiClient;
  return { client, pagesAsked };
}

const completed = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => depositOf(from + index, 'completed'));

describe('loadTeamCashNotice', () => {
  it('reads the second page of deposits when the first holds fewer than 5 completed ones', async () => {
    const { client, pagesAsked } = platformWith(
      [
        [...completed(1, 2), depositOf(3, 'declined'), depositOf(4, 'pending'), depositOf(5, 'cancelled')],
        completed(6, 1),
      ],
      6,
    );
    expect(await loadTeamCashNotice(client, undefined)).toBe(3);
    expect(pagesAsked).toEqual([1, 2]);
  });

  it('stops at the first page when it holds 5 completed deposits', async () => {
    const { client, pagesAsked } = platformWith([completed(1, 5), completed(6, 5)], 10);
    expect(await loadTeamCashNotice(client, undefined)).toBeNull();
    expect(pagesAsked).toEqual([1]);
  });
});
