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
}

const SELECT_LIVE = `select g.id, s.slug, g.home_strength, g.away_strength, g.progress
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
    version: 1,
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
  const rows = await db.query<LiveGameRow>(`${SELECT_LIVE} where g.id = any($1::bigint[]) order by g.id`, [
    started.map((row) => row.id),
  ]);
  return rows.map(toLiveGame);
}

export async function saveProgress(db: Queryable, game: LiveGame, now: Date): Promise<void> {
  if (game.isFinished) {
    await db.query(`update sb_games set status = 'finished', progress = $2::jsonb, finished_at = $3 where id = $1`, [
      game.id,
      JSON.stringify(game.progress),
      now.toISOString(),
    ]);
    return;
  }
  await db.query('update sb_games set progress = $2::jsonb where id = $1', [game.id, JSON.stringify(game.progress)]);
}
