import type { Queryable } from '../db/database';

export type OfferKind = 'welcome_sport' | 'welcome_casino' | 'deposit';

export interface OfferRecord {
  id: number;
  code: string;
  kind: OfferKind;
  titleRu: string;
  titleEn: string;
  rulesRu: string;
  rulesEn: string;
  percent: string;
  caps: Record<string, string>;
  wagerMultiplier: string;
  minCoef: string;
  excludedTypeIds: number[];
  validDays: number;
  isPublished: boolean;
}

const OFFER_COLUMNS = `id, code, kind, title_ru as "titleRu", title_en as "titleEn", rules_ru as "rulesRu",
  rules_en as "rulesEn", percent::text as percent, caps, wager_multiplier::text as "wagerMultiplier",
  min_coef::text as "minCoef", excluded_type_ids as "excludedTypeIds", valid_days as "validDays",
  is_published as "isPublished"`;

export async function findOffer(db: Queryable, id: number): Promise<OfferRecord | null> {
  const rows = await db.query<OfferRecord>(`select ${OFFER_COLUMNS} from bonus_offers where id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findOfferByCode(db: Queryable, code: string): Promise<OfferRecord | null> {
  const rows = await db.query<OfferRecord>(`select ${OFFER_COLUMNS} from bonus_offers where code = $1`, [code]);
  return rows[0] ?? null;
}

/** The published welcome offer the registration's choice names: 1 sport, 2 casino; null for 0 or none published. */
export async function findWelcomeOffer(db: Queryable, bonusChoice: number): Promise<OfferRecord | null> {
  const kind = bonusChoice === 1 ? 'welcome_sport' : bonusChoice === 2 ? 'welcome_casino' : null;
  if (kind === null) return null;
  const rows = await db.query<OfferRecord>(
    `select ${OFFER_COLUMNS} from bonus_offers where kind = $1 and is_published`,
    [kind],
  );
  return rows[0] ?? null;
}

export async function listOffers(db: Queryable, options: { publishedOnly: boolean }): Promise<OfferRecord[]> {
  return db.query<OfferRecord>(
    `select ${OFFER_COLUMNS} from bonus_offers where is_published or not $1 order by kind desc, id`,
    [options.publishedOnly],
  );
}
