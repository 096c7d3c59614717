import type { Queryable } from '../../db/database';
import { SPORTS } from '../catalogue/sports';
import type { GameProgress } from '../pricing/game-markets';
import type { LiveGame } from './live-game';

interface LiveGameRow {
  id: string;
  slug: string;
  home_strength: number;
  away_strength: number;
  progress: GameProgress;
  version: number;
}

/**
 * Versions are written every few seconds, so a game may have moved on a little past its stored version before a
 * restart; loading it this far ahead keeps every version a client saw lower than the ones it will see next.
 */
const VERSION_GAP_ON_LOAD = 1000;

const SELECT_LIVE = `select g.id, s.slug, g.home_strength, g.away_strength, g.progress, g.version
  from sb_games g join sb_champs c on c.id = g.champ_id join sb_sports s on s.id = c.sport_id`;

function toLiveGame(row: LiveGameRow): LiveGame {
  const sport = SPORTS.find((s) => s.slug === row.slug);
  if (!sport) throw new Error(`Unknown sport ${row.slug}`);
  return {
    id: Number(row.id),
    sport,
    strengths: [row.home_strength, row.away_strength],
    drift: [0, 0],
    progress: row.progress,
    suspendedUntil: 0,
    version: row.version + VERSION_GAP_ON_LOAD,
    isFinished: false,
  };
}

export async function loadLiveGames(db: Queryable): Promise<LiveGame[]> {
  const rows = await db.query<LiveGameRow>(`${SELECT_LIVE} where g.status = 'live' order by g.id`);
  return rows.map(toLiveGame);
}

/** Line games whose start time has come are now in play. */
export async function startDueGames(db: Queryable, now: Date): Promise<LiveGame[]> {
  const started = await db.query<{ id: string }>(
    `update sb_games set status = 'live' where status = 'line' and start_at <= $1 returning id`,
    [now.toISOString()],
  );
  if (started.length === 0) return [];
  return loadLiveGamesByIds(
    db,
    started.map((row) => Number(row.id)),
  );
}

/** The live games among the ids, as the simulator would hold them. */
export async function loadLiveGamesByIds(db: Queryable, ids: readonly number[]): Promise<LiveGame[]> {
  const rows = await db.query<LiveGameRow>(
    `${SELECT_LIVE} where g.status = 'live' and g.id = any($1::bigint[]) order by g.id`,
    [ids],
  );
  return rows.map(toLiveGame);
}

export async function saveProgress(db: Queryable, game: LiveGame, now: Date): Promise<void> {
  const progress = JSON.stringify(game.progress);
  if (game.isFinished) {
    await db.query(
      `update sb_games set status = 'finished', progress = $2::jsonb, version = $3, finished_at = $4
       where id = $1 and status = 'live'`,
      [game.id, progress, game.version, now.toISOString()],
    );
    return;
  }
  await db.query(`update sb_games set progress = $2::jsonb, version = $3 where id = $1 and status = 'live'`, [
    game.id,
    progress,
    game.version,
  ]);
}
