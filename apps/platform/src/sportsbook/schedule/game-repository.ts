import type { Queryable } from '../../db/database';
import type { GameProgress } from '../pricing/game-markets';

export type GameStatus = 'line' | 'live' | 'finished';

export interface NewGame {
  champId: number;
  homeTeamId: number;
  awayTeamId: number;
  homeStrength: number;
  awayStrength: number;
  startAt: Date;
  status: GameStatus;
  progress: GameProgress;
}

export interface ChampField {
  champId: number;
  sportSlug: string;
  isTop: boolean;
  teams: { id: number; strength: number }[];
}

export async function insertGame(db: Queryable, game: NewGame): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `insert into sb_games (champ_id, home_team_id, away_team_id, home_strength, away_strength, start_at, status, progress)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb) returning id`,
    [
      game.champId,
      game.homeTeamId,
      game.awayTeamId,
      game.homeStrength,
      game.awayStrength,
      game.startAt.toISOString(),
      game.status,
      JSON.stringify(game.progress),
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('insert into sb_games returned no id');
  return Number(id);
}

/** Every champ with its sides, for the scheduler. */
export async function listChampFields(db: Queryable): Promise<ChampField[]> {
  const rows = await db.query<{ champ_id: number; slug: string; is_top: boolean; team_id: number; strength: number }>(
    `select c.id as champ_id, s.slug, c.is_top, t.id as team_id, t.strength
     from sb_champs c join sb_sports s on s.id = c.sport_id join sb_teams t on t.champ_id = c.id
     order by c.sort, t.id`,
  );
  const byChamp = new Map<number, ChampField>();
  for (const row of rows) {
    const field = byChamp.get(row.champ_id) ?? {
      champId: row.champ_id,
      sportSlug: row.slug,
      isTop: row.is_top,
      teams: [],
    };
    field.teams.push({ id: row.team_id, strength: row.strength });
    byChamp.set(row.champ_id, field);
  }
  return [...byChamp.values()];
}

/** Line games of each champ still to start. */
export async function countLineGamesByChamp(db: Queryable, from: Date): Promise<Map<number, number>> {
  const rows = await db.query<{ champ_id: number; n: number }>(
    `select champ_id, count(*)::int as n from sb_games where status = 'line' and start_at >= $1 group by champ_id`,
    [from.toISOString()],
  );
  return new Map(rows.map((row) => [row.champ_id, row.n]));
}

export async function countLiveGames(db: Queryable): Promise<number> {
  const rows = await db.query<{ n: number }>(`select count(*)::int as n from sb_games where status = 'live'`);
  return rows[0]?.n ?? 0;
}

export async function countLiveGamesOfSport(db: Queryable, sportSlug: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `select count(*)::int as n from sb_games g join sb_champs c on c.id = g.champ_id
     join sb_sports s on s.id = c.sport_id where g.status = 'live' and s.slug = $1`,
    [sportSlug],
  );
  return rows[0]?.n ?? 0;
}
