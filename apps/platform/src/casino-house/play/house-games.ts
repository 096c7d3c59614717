import type { HouseEngine } from '@betfront/contract/casino-house';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/http-error';
import type { GameSettings } from '../engines/game-settings';
import { readGameSettings } from '../engines/game-settings';

export interface HouseGame {
  id: string;
  name: string;
  engine: HouseEngine;
  settings: GameSettings;
}

/** A game of the catalogue as the house plays it: its engine and its theme. */
export async function readHouseGame(db: Queryable, gameId: string, language: 'ru' | 'en'): Promise<HouseGame> {
  const [row] = await db.query<{ name: string; engine: HouseEngine; settings: unknown }>(
    `select case when $2 = 'ru' then name_ru else name_en end as name, engine, engine_settings as settings
     from casino_games where id = $1`,
    [gameId, language],
  );
  if (!row) throw new HttpError(404, 'game_not_found', 'No such game');
  return { id: gameId, name: row.name, engine: row.engine, settings: readGameSettings(gameId, row.settings) };
}
