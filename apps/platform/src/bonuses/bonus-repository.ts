import type { Queryable } from '../db/database';

export type BonusStatus = 'active' | 'wagering' | 'released' | 'forfeited' | 'expired';
export type BonusSource = 'welcome' | 'deposit' | 'promo' | 'game' | 'award' | 'promotion';

export interface BonusRecord {
  id: string;
  userId: number;
  offerId: number | null;
  source: BonusSource;
  titleRu: string;
  titleEn: string;
  status: BonusStatus;
  bonusAccountId: number | null;
  currencyIso: string | null;
  amount: string;
  wagerRequired: string;
  wagerDone: string;
  minCoef: string;
  excludedTypeIds: number[];
  settledAmount: string | null;
  creditedAt: Date | null;
  expiresAt: Date;
  endedAt: Date | null;
  createdAt: Date;
}

export const BONUS_COLUMNS = `b.id::text as id, b.user_id as "userId", b.offer_id as "offerId", b.source,
  b.title_ru as "titleRu", b.title_en as "titleEn", b.status, b.bonus_account_id as "bonusAccountId",
  b.currency_iso as "currencyIso", b.amount::text as amount, b.wager_required::text as "wagerRequired",
  b.wager_done::text as "wagerDone", b.min_coef::text as "minCoef", b.excluded_type_ids as "excludedTypeIds",
  b.settled_amount::text as "settledAmount", b.credited_at as "creditedAt", b.expires_at as "expiresAt",
  b.ended_at as "endedAt", b.created_at as "createdAt"`;

/** The player's bonus taken or being wagered, locked for the rest of the transaction; null when none runs. */
export async function lockRunningBonus(tx: Queryable, userId: number): Promise<BonusRecord | null> {
  const rows = await tx.query<BonusRecord>(
    `select ${BONUS_COLUMNS} from player_bonuses b
     where b.user_id = $1 and b.status in ('active', 'wagering') for update`,
    [userId],
  );
  return rows[0] ?? null;
}

export async function lockBonus(tx: Queryable, bonusId: string): Promise<BonusRecord | null> {
  const rows = await tx.query<BonusRecord>(`select ${BONUS_COLUMNS} from player_bonuses b where b.id = $1 for update`, [
    bonusId,
  ]);
  return rows[0] ?? null;
}

export async function listPlayerBonuses(db: Queryable, userId: number): Promise<BonusRecord[]> {
  return db.query<BonusRecord>(
    `select ${BONUS_COLUMNS} from player_bonuses b where b.user_id = $1 order by b.id desc limit 50`,
    [userId],
  );
}

export interface NewBonus {
  userId: number;
  offerId: number | null;
  source: BonusSource;
  titleRu: string;
  titleEn: string;
  minCoef: string;
  excludedTypeIds: readonly number[];
  validDays: number;
}

/** A bonus taken and waiting for its deposit (status active); its money and wagering come with the deposit. */
export async function insertTakenBonus(tx: Queryable, bonus: NewBonus): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    `insert into player_bonuses (user_id, offer_id, source, title_ru, title_en, status, min_coef, excluded_type_ids,
       expires_at)
     values ($1, $2, $3, $4, $5, 'active', $6, $7, now() + make_interval(days => $8))
     on conflict do nothing returning id::text as id`,
    [
      bonus.userId,
      bonus.offerId,
      bonus.source,
      bonus.titleRu,
      bonus.titleEn,
      bonus.minCoef,
      bonus.excludedTypeIds,
      bonus.validDays,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`The player ${bonus.userId} already runs a bonus`);
  return id;
}
