import type { CasinoGamesAnswer, CasinoGameTile } from '@betfront/contract/casino-catalogue';
import type { Queryable } from '../../db/database';
import { TILE_COLUMNS, TILE_FROM, toTile } from './game-tiles';
import type { TileRow } from './game-tiles';

export interface GamesFilter {
  lng: string;
  category?: string | undefined;
  provider?: string | undefined;
  tag?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

/** `popularity.id` of the last game of a page: the lobby's order is popularity down, then id. */
const cursorOf = (row: TileRow) => `${row.popularity}.${row.id}`;

function parseCursor(cursor: string): [number, string] {
  const dot = cursor.indexOf('.');
  return [Number(cursor.slice(0, dot)), cursor.slice(dot + 1)];
}

/** One page of the enabled games that match every given filter, with how many match in all. */
export async function listGames(db: Queryable, filter: GamesFilter): Promise<CasinoGamesAnswer> {
  const where = ['g.is_enabled'];
  const params: unknown[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (filter.category) add((n) => `${n} = any(g.categories)`, filter.category);
  if (filter.provider) add((n) => `g.provider_id = ${n}`, filter.provider);
  if (filter.tag) add((n) => `${n} = any(g.tags)`, filter.tag);
  const matching = where.join(' and ');
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from ${TILE_FROM} where ${matching}`,
    params,
  );
  if (filter.cursor) {
    const [popularity, id] = parseCursor(filter.cursor);
    params.push(popularity, id);
    where.push(`(g.popularity, $${params.length}) < ($${params.length - 1}, g.id)`);
  }
  params.push(filter.limit + 1);
  const rows = await db.query<TileRow>(
    `select ${TILE_COLUMNS} from ${TILE_FROM} where ${where.join(' and ')}
     order by g.popularity desc, g.id limit $${params.length}`,
    params,
  );
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  return {
    games: page.map((row) => toTile(row, filter.lng)),
    nextCursor: rows.length > filter.limit && last ? cursorOf(last) : null,
    total: count?.n ?? 0,
  };
}

const likePattern = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Games whose Russian or English name, or whose provider's name, holds the words; the most popular first. */
export async function searchGames(db: Queryable, q: string, lng: string, limit: number): Promise<CasinoGameTile[]> {
  const rows = await db.query<TileRow>(
    `select ${TILE_COLUMNS} from ${TILE_FROM}
     where g.is_enabled and (g.name_ru ilike $1 or g.name_en ilike $1 or p.name ilike $1)
     order by g.popularity desc, g.id limit $2`,
    [likePattern(q), limit],
  );
  return rows.map((row) => toTile(row, lng));
}

/** An enabled game as a tile, named in the language asked; null for a game the catalogue does not offer. */
export async function findGameTile(db: Queryable, gameId: string, lng: string): Promise<CasinoGameTile | null> {
  const [row] = await db.query<TileRow>(`select ${TILE_COLUMNS} from ${TILE_FROM} where g.id = $1 and g.is_enabled`, [
    gameId,
  ]);
  return row ? toTile(row, lng) : null;
}

export async function findEnabledGame(db: Queryable, gameId: string): Promise<boolean> {
  const rows = await db.query('select 1 from casino_games where id = $1 and is_enabled', [gameId]);
  return rows.length > 0;
}
