import { createHash } from 'node:crypto';
import type { TileRow } from './game-tiles';

export const COVERS_PREFIX = '/static/casino-covers';

/** Where a game's cover is; the version changes with what the cover is drawn from, so it caches for a year. */
export function coverUrl(row: Pick<TileRow, 'id' | 'name_ru' | 'name_en' | 'engine' | 'engine_settings'>, lng: string) {
  const version = createHash('sha256')
    .update(JSON.stringify([row.name_ru, row.name_en, row.engine, row.engine_settings]))
    .digest('hex')
    .slice(0, 10);
  return `${COVERS_PREFIX}/${lng === 'ru' ? 'ru' : 'en'}/${row.id}.svg?v=${version}`;
}
