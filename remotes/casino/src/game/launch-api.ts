import { browserApi } from '@betfront/api-client';
import { casinoLaunchAnswerSchema } from '@betfront/contract/casino-wallet';
import type { GameMode } from '@betfront/contract/casino-wallet';

/** Asks the platform to open the game: the address of its page for the frame. */
export async function launchGame(gameId: string, mode: GameMode, language: 'ru' | 'en'): Promise<string> {
  const answer = await browserApi().request(casinoLaunchAnswerSchema, {
    method: 'POST',
    path: '/web-api/casino/launch',
    body: { gameId, mode, language },
  });
  return answer.url;
}
