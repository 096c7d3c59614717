import type { BannerInput, BannerRecord } from '@betfront/contract/banners';
import type { Queryable } from '../db/database';

interface BannerRow {
  id: number;
  position: string;
  sort_order: number;
  title_en: string;
  title_ru: string;
  text_en: string;
  text_ru: string;
  cta_en: string;
  cta_ru: string;
  route: string;
  image: string;
  image_width: number;
  image_height: number;
  active_from: Date | string | null;
  active_to: Date | string | null;
}

const COLUMNS = `id, position, sort_order, title_en, title_ru, text_en, text_ru, cta_en, cta_ru, route, image,
  image_width, image_height, active_from, active_to`;

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toRecord(row: BannerRow): BannerRecord {
  return {
    id: row.id,
    position: row.position,
    sortOrder: row.sort_order,
    title: { en: row.title_en, ru: row.title_ru },
    text: { en: row.text_en, ru: row.text_ru },
    cta: { en: row.cta_en, ru: row.cta_ru },
    route: row.route,
    image: row.image,
    imageWidth: row.image_width,
    imageHeight: row.image_height,
    activeFrom: isoOrNull(row.active_from),
    activeTo: isoOrNull(row.active_to),
  };
}

const values = (input: BannerInput) => [
  input.position,
  input.sortOrder,
  input.title.en,
  input.title.ru,
  input.text.en,
  input.text.ru,
  input.cta.en,
  input.cta.ru,
  input.route,
  input.image,
  input.imageWidth,
  input.imageHeight,
  input.activeFrom,
  input.activeTo,
];

/** Every banner of a position in its order, whatever its active window. */
export async function listPositionBanners(db: Queryable, position: string): Promise<BannerRecord[]> {
  const rows = await db.query<BannerRow>(`select ${COLUMNS} from banners where position = $1 order by sort_order, id`, [
    position,
  ]);
  return rows.map(toRecord);
}

export async function listBannerRecords(db: Queryable): Promise<BannerRecord[]> {
  const rows = await db.query<BannerRow>(`select ${COLUMNS} from banners order by position, sort_order, id`);
  return rows.map(toRecord);
}

export async function insertBanner(db: Queryable, input: BannerInput): Promise<BannerRecord> {
  const [row] = await db.query<BannerRow>(
    `insert into banners (position, sort_order, title_en, title_ru, text_en, text_ru, cta_en, cta_ru, route, image,
       image_width, image_height, active_from, active_to)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     returning ${COLUMNS}`,
    values(input),
  );
  if (!row) throw new Error('the banner was not written');
  return toRecord(row);
}

/** Replaces every field of a banner; null when there is no such banner. */
export async function updateBanner(db: Queryable, id: number, input: BannerInput): Promise<BannerRecord | null> {
  const [row] = await db.query<BannerRow>(
    `update banners set position = $1, sort_order = $2, title_en = $3, title_ru = $4, text_en = $5, text_ru = $6,
       cta_en = $7, cta_ru = $8, route = $9, image = $10, image_width = $11, image_height = $12,
       active_from = $13, active_to = $14
     where id = $15
     returning ${COLUMNS}`,
    [...values(input), id],
  );
  return row ? toRecord(row) : null;
}

export async function deleteBanner(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query('delete from banners where id = $1 returning 1', [id]);
  return rows.length > 0;
}
