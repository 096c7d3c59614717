import { casinoGameAnswerSchema } from '@betfront/contract/casino-catalogue';
import type { Fetcher, RemoteContext } from '@betfront/remote-kit';
import type { CasinoData } from '../casino-data';
import { getAnswer } from '../lobby/fetch-answer';
import { NOT_FOUND } from '../lobby/lobby-view';

/**
 * The game page's name in the page's language, from the catalogue by the game's id rather than from the address's
 * slug; a game the catalogue does not offer is not a page; null elsewhere or when the catalogue does not answer,
 * where the slug stands in.
 */
export async function loadGameName(
  data: CasinoData,
  ctx: RemoteContext,
  fetch: Fetcher,
): Promise<string | typeof NOT_FOUND | null> {
  const gameId = data.vars.id;
  if (data.content !== 'game' || !gameId) return null;
  const answer = await getAnswer(
    fetch,
    `/web-api/casino/games/${encodeURIComponent(gameId)}`,
    { lng: ctx.lng },
    casinoGameAnswerSchema,
  );
  if (answer.ok) return answer.data.game.name;
  return answer.status === 404 || answer.status === 400 ? NOT_FOUND : null;
}
