import type { BettingMode } from '@betfront/contract/sportsbook';
import type { Queryable } from '../../db/database';
import type { GameRow } from './game-rows';
import { SELECT_GAMES } from './game-rows';

/** Sports a player chose not to see, by mode (users.disallow_line_sport / disallow_live_sport). */
export interface HiddenSports {
  line: readonly number[];
  live: readonly number[];
}

export const NO_HIDDEN_SPORTS: HiddenSports = { line: [], live: [] };

export async function findHiddenSports(db: Queryable, userId: number): Promise<HiddenSports> {
  const [row] = await db.query<HiddenSports>(
    'select disallow_line_sport as line, disallow_live_sport as live from users where id = $1',
    [userId],
  );
  return row ?? NO_HIDDEN_SPORTS;
}

/** The condition leaving hidden sports out, given the parameters holding the line and the live lists. */
const notHidden = (line: string, live: string) =>
  `not (g.status = 'line' and s.id = any(${line}::int[])) and not (g.status = 'live' and s.id = any(${live}::int[]))`;

/** Games finished in [from, to), the latest first. */
export function findFinishedGames(
  db: Queryable,
  from: Date,
  to: Date,
  sportId: number | undefined,
  limit: number,
): Promise<GameRow[]> {
  return db.query<GameRow>(
    `${SELECT_GAMES}
     where g.status = 'finished' and g.finished_at >= $1 and g.finished_at < $2 and ($3::int is null or s.id = $3)
     order by g.finished_at desc, g.id limit $4`,
    [from.toISOString(), to.toISOString(), sportId ?? null, limit],
  );
}

export interface SportCountRow {
  id: number;
  slug: string;
  name_en: string;
  name_ru: string;
  games: number;
}

/** Sports with games finished in [from, to), with their counts, in menu order. */
export function countFinishedBySport(db: Queryable, from: Date, to: Date): Promise<SportCountRow[]> {
  return db.query<SportCountRow>(
    `select s.id, s.slug, s.name_en, s.name_ru, count(*)::int as games
     from sb_games g join sb_champs c on c.id = g.champ_id join sb_sports s on s.id = c.sport_id
     where g.status = 'finished' and g.finished_at >= $1 and g.finished_at < $2
     group by s.id order by s.sort`,
    [from.toISOString(), to.toISOString()],
  );
}

/** Games not finished whose side, champ or sport name holds the text in either language: in play first, then soonest. */
export function searchGames(
  db: Queryable,
  text: string,
  mode: BettingMode | undefined,
  hidden: HiddenSports,
  limit: number,
): Promise<GameRow[]> {
  const names = [
    'th.name_en',
    'th.name_ru',
    'ta.name_en',
    'ta.name_ru',
    'c.name_en',
    'c.name_ru',
    's.name_en',
    's.name_ru',
  ];
  const matches = names.map((name) => `strpos(lower(${name}), lower($1)) > 0`).join(' or ');
  return db.query<GameRow>(
    `${SELECT_GAMES}
     where g.status in ('line', 'live') and ($2::text is null or g.status = $2) and (${matches})
       and ${notHidden('$3', '$4')}
     order by g.status = 'live' desc, g.start_at, g.id limit $5`,
    [text, mode ?? null, hidden.line, hidden.live, limit],
  );
}

/** Games of a mode, the top champs' first, then the soonest. */
export function findTopGames(
  db: Queryable,
  mode: BettingMode,
  hiddenSportIds: readonly number[],
  limit: number,
): Promise<GameRow[]> {
  return db.query<GameRow>(
    `${SELECT_GAMES}
     where g.status = $1 and not (s.id = any($2::int[]))
     order by c.is_top desc, g.start_at, g.id limit $3`,
    [mode, hiddenSportIds, limit],
  );
}

export interface TeamRow {
  id: number;
  name_en: string;
  name_ru: string;
  champ_en: string;
  champ_ru: string;
  sport_slug: string;
}

export async function findTeam(db: Queryable, teamId: number): Promise<TeamRow | null> {
  const rows = await db.query<TeamRow>(
    `select t.id, t.name_en, t.name_ru, c.name_en as champ_en, c.name_ru as champ_ru, s.slug as sport_slug
     from sb_teams t join sb_champs c on c.id = t.champ_id join sb_sports s on s.id = c.sport_id
     where t.id = $1`,
    [teamId],
  );
  return rows[0] ?? null;
}

/** A side's games in play, then its games in the line, the soonest first. */
export function findTeamGames(db: Queryable, teamId: number, hidden: HiddenSports, limit: number): Promise<GameRow[]> {
  return db.query<GameRow>(
    `${SELECT_GAMES}
     where (g.home_team_id = $1 or g.away_team_id = $1) and g.status in ('line', 'live')
       and ${notHidden('$2', '$3')}
     order by g.status = 'live' desc, g.start_at, g.id limit $4`,
    [teamId, hidden.line, hidden.live, limit],
  );
}

export interface SportsMapRow {
  sport_id: number;
  sport_slug: string;
  sport_en: string;
  sport_ru: string;
  is_cyber: boolean;
  champ_id: number;
  champ_slug: string;
  champ_en: string;
  champ_ru: string;
  line_count: number;
  live_count: number;
}

/** Every sport and champ with its games in the line and in play. */
export function findSportsMap(db: Queryable): Promise<SportsMapRow[]> {
  return db.query<SportsMapRow>(
    `select s.id as sport_id, s.slug as sport_slug, s.name_en as sport_en, s.name_ru as sport_ru, s.is_cyber,
       c.id as champ_id, c.slug as champ_slug, c.name_en as champ_en, c.name_ru as champ_ru,
       count(g.id) filter (where g.status = 'line')::int as line_count,
       count(g.id) filter (where g.status = 'live')::int as live_count
     from sb_champs c join sb_sports s on s.id = c.sport_id
       left join sb_games g on g.champ_id = c.id and g.status in ('line', 'live')
     group by s.id, c.id
     order by s.sort, c.is_top desc, c.sort`,
  );
}

/**
 * Line games starting in [from, to) but those of the hidden sports, by id so a day's draw does not depend on the
 * order of the table.
 */
export function findLineGamesStarting(
  db: Queryable,
  from: Date,
  to: Date,
  hiddenSportIds: readonly number[],
): Promise<GameRow[]> {
  return db.query<GameRow>(
    `${SELECT_GAMES}
     where g.status = 'line' and g.start_at >= $1 and g.start_at < $2 and not (s.id = any($3::int[]))
     order by g.id`,
    [from.toISOString(), to.toISOString(), hiddenSportIds],
  );
}
