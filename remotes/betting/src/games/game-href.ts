import type { GameSummary } from '@betfront/contract/sportsbook';
import { entitySlug } from '../load/entity-id';

/**
 * The page of a game: under the page type it is listed on when there is one (`ufc/game`), cyber games under cyber,
 * the others under live or line by their sport and champ.
 */
export function gameHref(lng: string, game: GameSummary, base: string | null = null): string {
  const mode = game.status === 'live' ? 'live' : 'line';
  const slug = entitySlug(game.id, `${game.home.name} ${game.away.name}`);
  if (base) return `/${lng}/${base}/${slug}`;
  if (game.isCyber) return `/${lng}/cyber/${mode}/game/${slug}`;
  return `/${lng}/${mode}/${entitySlug(game.sportId, game.sportSlug)}/${entitySlug(game.champId, game.champSlug)}/${slug}`;
}

/** A side's team page: `team/{sport}/{champ}/{teamId}-{name}`. */
export function teamHref(lng: string, game: GameSummary, side: 'home' | 'away'): string {
  const team = game[side];
  return `/${lng}/team/${entitySlug(game.sportId, game.sportSlug)}/${entitySlug(game.champId, game.champSlug)}/${entitySlug(team.id, team.name)}`;
}

/** The page of a game's champ: cyber champs under cyber, the others under live or line by their sport. */
export function champHref(lng: string, game: GameSummary): string {
  const mode = game.status === 'live' ? 'live' : 'line';
  const path = `${entitySlug(game.sportId, game.sportSlug)}/${entitySlug(game.champId, game.champSlug)}`;
  return game.isCyber ? `/${lng}/cyber/${mode}/${path}` : `/${lng}/${mode}/${path}`;
}
