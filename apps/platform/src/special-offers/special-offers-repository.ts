import type { SpecialOffer } from '@betfront/contract/special-offers';
import type { Queryable } from '../db/database';

interface OfferRow {
  id: number;
  titleRu: string;
  titleEn: string;
  textRu: string;
  textEn: string;
  bonusOfferId: number;
  bonusTitleRu: string;
  bonusTitleEn: string;
  percent: string;
  caps: Record<string, string>;
  wagerMultiplier: string;
  validDays: number;
  endsAt: Date | string | null;
  isOpen: boolean;
  answer: 'accepted' | 'declined' | null;
  answeredAt: Date | string | null;
}

/** The offers made to the player: to every player, or to them by name. */
const OFFERS_OF_PLAYER = `select s.id, s.title_ru as "titleRu", s.title_en as "titleEn", s.text_ru as "textRu",
    s.text_en as "textEn", s.bonus_offer_id as "bonusOfferId", b.title_ru as "bonusTitleRu",
    b.title_en as "bonusTitleEn", b.percent::text as percent, b.caps, b.wager_multiplier::text as "wagerMultiplier",
    b.valid_days as "validDays", s.ends_at as "endsAt", (s.ends_at is null or s.ends_at > now()) as "isOpen",
    a.answer, a.answered_at as "answeredAt"
  from special_offers s join bonus_offers b on b.id = s.bonus_offer_id
    left join special_offer_answers a on a.offer_id = s.id and a.user_id = $1
  where (s.for_everyone or exists (select 1 from special_offer_targets t where t.offer_id = s.id and t.user_id = $1))`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function shown(row: OfferRow, russian: boolean, currencyIso: string): SpecialOffer {
  return {
    id: row.id,
    title: russian ? row.titleRu : row.titleEn,
    text: russian ? row.textRu : row.textEn,
    bonus: {
      title: russian ? row.bonusTitleRu : row.bonusTitleEn,
      percent: row.percent,
      cap: row.caps[currencyIso] ?? null,
      currencyIso,
      wagerMultiplier: row.wagerMultiplier,
      validDays: row.validDays,
    },
    endsAt: iso(row.endsAt),
    answer: row.answer,
    answeredAt: iso(row.answeredAt),
  };
}

/** The offers the player may still answer (open, unanswered) first, newest first; then those answered. */
export async function listSpecialOffers(
  db: Queryable,
  player: { userId: number; russian: boolean; currencyIso: string },
): Promise<SpecialOffer[]> {
  const rows = await db.query<OfferRow>(
    `${OFFERS_OF_PLAYER} and (a.answer is not null or s.ends_at is null or s.ends_at > now())
     order by (a.answer is null) desc, s.id desc limit 100`,
    [player.userId],
  );
  return rows.map((row) => shown(row, player.russian, player.currencyIso));
}

/** One offer made to the player, or null when there is none such for them. */
export async function findSpecialOffer(
  db: Queryable,
  player: { userId: number; russian: boolean; currencyIso: string },
  offerId: number,
): Promise<{ offer: SpecialOffer; bonusOfferId: number; isOpen: boolean } | null> {
  const [row] = await db.query<OfferRow>(`${OFFERS_OF_PLAYER} and s.id = $2`, [player.userId, offerId]);
  if (!row) return null;
  return { offer: shown(row, player.russian, player.currencyIso), bonusOfferId: row.bonusOfferId, isOpen: row.isOpen };
}
