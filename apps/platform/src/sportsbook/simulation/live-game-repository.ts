import type { Queryable } from '../../db/database';
import { notifyChannel } from '../../db/database';
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
  form_drift: [number, number];
  suspended_until: Date | string | null;
}

/** The channel on which the process running the simulator names the games it has just written. */
export const GAME_CHANGES_CHANNEL = 'sb_game_changes';
const IDS_PER_NOTIFICATION = 500;

/**
 * Versions are written every few seconds, so a game may have moved on a little past its stored version before a
 * restart; loading it this far ahead keeps every version a client saw lower than the ones it will see next.
 */
const VERSION_GAP_ON_LOAD = 1000;

const SELECT_LIVE = `select g.id, s.slug, g.home_strength, g.away_strength, g.progress, g.version, g.form_drift, g.suspended_until
  from sb_games g join sb_champs c on c.id = g.champ_id join sb_sports s on s.id = c.sport_id`;

function toLiveGame(row: LiveGameRow): LiveGame {
  const sport = SPORTS.find((s) => s.slug === row.slug);
  if (!sport) throw new Error(`Unknown sport ${row.slug}`);
  return {
    id: Number(row.id),
    sport,
    strengths: [row.home_strength, row.away_strength],
    drift: row.form_drift,
    progress: row.progress,
    suspendedUntil: row.suspended_until === null ? 0 : new Date(row.suspended_until).getTime(),
    version: row.version + VERSION_GAP_ON_LOAD,
    isFinished: false,
  };
}

export async function loadLiveGames(db: Queryable): Promise<LiveGame[]> {
  const rows = await db.query<LiveGameRow>(`${SELECT_LIVE} where g.status = 'live' order by g.id`);
  return rows.map(toLiveGame);
}

/** The ids of the games in play. */
export async function liveGameIds(db: Queryable): Promise<number[]> {
  const rows = await db.query<{ id: string }>(`select id from sb_games where status = 'live'`);
  return rows.map((row) => Number(row.id));
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

/**
 * Writes games in play as they stand (a finished one as finished) and names them on the changes channel once the
 * transaction commits, so every process's feed pushes them. Run it in a transaction.
 */
export async function saveLiveGames(tx: Queryable, games: readonly LiveGame[], now: Date): Promise<void> {
  if (games.length === 0) return;
  const states = games.map((game) => ({
    id: game.id,
    progress: game.progress,
    version: game.version,
    drift: game.drift,
    suspended_until: game.suspendedUntil === 0 ? null : new Date(game.suspendedUntil).toISOString(),
    finished: game.isFinished,
  }));
  await tx.query(
    `update sb_games g
     set progress = s.progress, version = s.version, form_drift = s.drift, suspended_until = s.suspended_until,
         status = case when s.finished then 'finished' else g.status end,
         finished_at = case when s.finished then $2::timestamptz else g.finished_at end
     from jsonb_to_recordset($1::jsonb)
       as s(id bigint, progress jsonb, version integer, drift jsonb, suspended_until timestamptz, finished boolean)
     where g.id = s.id and g.status = 'live'`,
    [JSON.stringify(states), now.toISOString()],
  );
  const ids = games.map((game) => game.id);
  // A notification carries at most 8000 bytes.
  for (let from = 0; from < ids.length; from += IDS_PER_NOTIFICATION) {
    await notifyChannel(tx, GAME_CHANGES_CHANNEL, ids.slice(from, from + IDS_PER_NOTIFICATION).join(','));
  }
}
