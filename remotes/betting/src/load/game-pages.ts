import { POLL_INTERVALS } from '@betfront/contract/sportsbook-feed';
import type { GameSummary } from '@betfront/contract/sportsbook';
import { emptyPageGames } from './page-games';
import type { GameListBlock, PageGames } from './page-games';
import type { SportsbookRequests } from './sportsbook-requests';

/** The platform knows no game, team, sport or champ of that id: the page is not found. */
export const isUnknown = (status: number) => status === 404 || status === 400;

export const list = (id: string, titleKey: string, games: GameSummary[]): GameListBlock => ({ id, titleKey, games });

/** One game with every market; null when the platform does not know it. */
export async function gamePage(requests: SportsbookRequests, gameId: number | null): Promise<PageGames | null> {
  if (gameId === null) return null;
  const answer = await requests.game(gameId);
  if (!answer.ok) return isUnknown(answer.status) ? null : emptyPageGames({ failed: true });
  const live = answer.data.game.status === 'live';
  const { game } = answer.data;
  return emptyPageGames({
    game,
    pollMs: live ? POLL_INTERVALS.liveGame : POLL_INTERVALS.line,
    names: { game: `${game.home.name} — ${game.away.name}`, sport: game.sportName, champ: game.champName },
  });
}

/** The id of the champ of that catalogue slug, from the line or live menu; null when it has no games now. */
export async function champId(requests: SportsbookRequests, slug: string): Promise<number | null> {
  for (const mode of ['line', 'live'] as const) {
    const menu = await requests.menu(mode);
    if (!menu.ok) continue;
    const champ = menu.data.sports.flatMap((sport) => sport.champs).find((entry) => entry.slug === slug);
    if (champ) return champ.id;
  }
  return null;
}
