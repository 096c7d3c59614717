import type { Queryable } from '../../db/database';
import type { GameProgress } from '../pricing/game-markets';
import type { GameStatus } from '../schedule/game-repository';

export interface GameRow {
  id: string;
  status: GameStatus;
  start_at: Date | string;
  home_strength: number;
  away_strength: number;
  progress: GameProgress;
  version: number;
  /** In play: the sides' drift of form and, while a score keeps the markets closed, until when. */
  form_drift: [number, number];
  suspended_until: Date | string | null;
  finished_at: Date | string | null;
  champ_id: number;
  champ_slug: string;
  champ_en: string;
  champ_ru: string;
  sport_id: number;
  sport_slug: string;
  sport_en: string;
  sport_ru: string;
  is_cyber: boolean;
  home_id: number;
  home_en: string;
  home_ru: string;
  away_id: number;
  away_en: string;
  away_ru: string;
}

export interface GameFilter {
  status: GameStatus;
  sportId?: number;
  champId?: number;
  isCyber?: boolean;
  isMarble?: boolean;
  topOnly?: boolean;
  /** Sports the player chose not to see in this mode. */
  excludeSportIds?: readonly number[];
  limit: number;
}

export const SELECT_GAMES = `select g.id, g.status, g.start_at, g.home_strength, g.away_strength, g.progress, g.version, g.form_drift, g.suspended_until,
    g.finished_at,
    c.id as champ_id, c.slug as champ_slug, c.name_en as champ_en, c.name_ru as champ_ru,
    s.id as sport_id, s.slug as sport_slug, s.name_en as sport_en, s.name_ru as sport_ru, s.is_cyber,
    th.id as home_id, th.name_en as home_en, th.name_ru as home_ru,
    ta.id as away_id, ta.name_en as away_en, ta.name_ru as away_ru
  from sb_games g
  join sb_champs c on c.id = g.champ_id
  join sb_sports s on s.id = c.sport_id
  join sb_teams th on th.id = g.home_team_id
  join sb_teams ta on ta.id = g.away_team_id`;

/** Games of one status, the top champs' first in play, the soonest first in the line. */
export function findGames(db: Queryable, filter: GameFilter): Promise<GameRow[]> {
  const order = filter.status === 'live' ? 'c.is_top desc, s.sort, c.sort, g.start_at' : 'g.start_at, g.id';
  return db.query<GameRow>(
    `${SELECT_GAMES}
     where g.status = $1 and ($2::int is null or s.id = $2) and ($3::int is null or c.id = $3)
       and ($4::boolean is null or s.is_cyber = $4) and (not $5::boolean or c.is_top)
       and not (s.id = any($7::int[])) and ($8::boolean is null or s.is_marble = $8)
     order by ${order} limit $6`,
    [
      filter.status,
      filter.sportId ?? null,
      filter.champId ?? null,
      filter.isCyber ?? null,
      filter.topOnly ?? false,
      filter.limit,
      filter.excludeSportIds ?? [],
      filter.isMarble ?? null,
    ],
  );
}

export async function findGame(db: Queryable, gameId: number): Promise<GameRow | null> {
  const rows = await db.query<GameRow>(`${SELECT_GAMES} where g.id = $1`, [gameId]);
  return rows[0] ?? null;
}

/** The games among the ids that exist, in the order asked. */
export async function findGamesByIds(db: Queryable, gameIds: readonly number[]): Promise<GameRow[]> {
  if (gameIds.length === 0) return [];
  const rows = await db.query<GameRow>(`${SELECT_GAMES} where g.id = any($1::bigint[])`, [gameIds]);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return gameIds.flatMap((id) => byId.get(id) ?? []);
}

export interface MenuRow {
  sport_id: number;
  sport_slug: string;
  sport_en: string;
  sport_ru: string;
  is_cyber: boolean;
  champ_id: number;
  champ_slug: string;
  champ_en: string;
  champ_ru: string;
  country_code: string | null;
  is_top: boolean;
  games: number;
}

/** Champs that have games of the status, with their counts, in menu order; the sports left out skipped. */
export function findMenu(
  db: Queryable,
  status: GameStatus,
  excludeSportIds: readonly number[] = [],
): Promise<MenuRow[]> {
  return db.query<MenuRow>(
    `select s.id as sport_id, s.slug as sport_slug, s.name_en as sport_en, s.name_ru as sport_ru, s.is_cyber,
       c.id as champ_id, c.slug as champ_slug, c.name_en as champ_en, c.name_ru as champ_ru, c.country_code, c.is_top,
       count(g.id)::int as games
     from sb_games g join sb_champs c on c.id = g.champ_id join sb_sports s on s.id = c.sport_id
     where g.status = $1 and not (s.id = any($2::int[]))
     group by s.id, c.id
     order by s.sort, c.is_top desc, c.sort`,
    [status, excludeSportIds],
  );
}
