import { browserApi } from '@betfront/api-client';
import { disallowedSportsSchema } from '@betfront/contract/bets';
import { sportsMapAnswerSchema } from '@betfront/contract/sportsbook-lists';
import type { z } from 'zod';

export type DisallowedSports = z.infer<typeof disallowedSportsSchema>;
export interface SportChoice {
  id: number;
  name: string;
}

export interface DisallowSportsState {
  sports: SportChoice[];
  disallowed: DisallowedSports;
}

export async function loadDisallowSports(lng: string, signal: AbortSignal): Promise<DisallowSportsState> {
  const api = browserApi();
  const [map, disallowed] = await Promise.all([
    api.request(sportsMapAnswerSchema, {
      method: 'GET',
      path: '/web-api/sportsbook/sports-map',
      query: { lng },
      signal,
    }),
    api.request(disallowedSportsSchema, { method: 'GET', path: '/web-api/bets/disallowed-sports', signal }),
  ]);
  return { sports: map.sports.map(({ id, name }) => ({ id, name })), disallowed };
}

/** Saves both lists at once; the platform answers with what it stored. */
export function saveDisallowedSports(disallowed: DisallowedSports): Promise<DisallowedSports> {
  return browserApi().request(disallowedSportsSchema, {
    method: 'PUT',
    path: '/web-api/bets/disallowed-sports',
    body: disallowed,
  });
}
