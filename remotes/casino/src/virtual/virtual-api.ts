import { browserApi } from '@betfront/api-client';
import {
  placeVirtualBetAnswerSchema,
  virtualBetsAnswerSchema,
  virtualGamesAnswerSchema,
} from '@betfront/contract/virtual';
import type { PlaceVirtualBetBody, VirtualBet, VirtualGame, VirtualPage } from '@betfront/contract/virtual';

export async function loadVirtualGames(page: VirtualPage, lng: string, signal: AbortSignal): Promise<VirtualGame[]> {
  const answer = await browserApi().request(virtualGamesAnswerSchema, {
    method: 'GET',
    path: '/web-api/virtual/games',
    query: { page, lng },
    signal,
  });
  return answer.games;
}

export async function loadVirtualBets(page: VirtualPage, lng: string, signal: AbortSignal): Promise<VirtualBet[]> {
  const answer = await browserApi().request(virtualBetsAnswerSchema, {
    method: 'GET',
    path: '/web-api/virtual/bets',
    query: { page, lng },
    signal,
  });
  return answer.bets;
}

export function placeVirtualBet(body: PlaceVirtualBetBody) {
  return browserApi().request(placeVirtualBetAnswerSchema, { method: 'POST', path: '/web-api/virtual/bets', body });
}
