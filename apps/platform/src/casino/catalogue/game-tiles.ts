import type { CasinoGameTile } from '@betfront/contract/casino-catalogue';
import { coverUrl } from './cover-url';

/** The columns of a tile, selected from `casino_games g join casino_providers p`. */
export const TILE_COLUMNS = `g.id, g.name_ru, g.name_en, g.engine, g.engine_settings, g.tags, g.has_demo, g.popularity,
  p.id as provider_id, p.name as provider_name`;

export const TILE_FROM = 'casino_games g join casino_providers p on p.id = g.provider_id';

export interface TileRow {
  id: string;
  name_ru: string;
  name_en: string;
  engine: CasinoGameTile['engine'];
  engine_settings: unknown;
  tags: string[];
  has_demo: boolean;
  popularity: number;
  provider_id: string;
  provider_name: string;
}

/** The Latin words of a name for a URL: `Pharaoh's Fortune` → `pharaoh-s-fortune`. */
export function nameSlug(name: string): string {
  const words = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words.slice(0, 60).replace(/-+$/, '') || 'game';
}

export function gameName(row: Pick<TileRow, 'name_ru' | 'name_en'>, lng: string): string {
  return lng === 'ru' ? row.name_ru : row.name_en;
}

export function toTile(row: TileRow, lng: string): CasinoGameTile {
  return {
    id: row.id,
    name: gameName(row, lng),
    slug: nameSlug(row.name_en),
    provider: { id: row.provider_id, name: row.provider_name },
    engine: row.engine,
    tags: row.tags,
    hasDemo: row.has_demo,
    cover: coverUrl(row, lng),
  };
}
