import type { CashbackPeriod, CashbackProgramme } from '@betfront/contract/casino-events';
import type { Queryable } from '../../db/database';
import { fromCents, toCents } from '../../cash-out/cents';
import { HttpError } from '../../http/http-error';

export interface CashbackLevel {
  level: number;
  fromLoss: string;
  rate: string;
}

export interface ProgrammeRecord {
  id: CashbackProgramme;
  /** Closed casino rounds or settled coupons: what a period's loss is counted from. */
  source: 'casino' | 'sport';
  period: 'day' | 'week' | 'month';
  /** The levels, the minimum payout and the cap in the account's currency. */
  currencyIso: string;
  levels: CashbackLevel[];
  claimDays: number;
  minAmount: string;
  maxAmount: string;
}

export interface MainAccount {
  id: number;
  currencyIso: string;
}

/**
 * The programme with the operator's levels, minimum and cap for a currency (migration 0631); a currency the
 * programme has no levels for is a named 409.
 */
export async function readProgramme(
  db: Queryable,
  id: CashbackProgramme,
  currencyIso: string,
): Promise<ProgrammeRecord> {
  const [row] = await db.query<ProgrammeRecord>(
    `select p.id, p.source, p.period, p.claim_days as "claimDays", c.iso as "currencyIso",
       v.min_amount::text as "minAmount", v.max_amount::text as "maxAmount",
       (select jsonb_agg(jsonb_build_object('level', (l ->> 'level')::int,
          'fromLoss', ((l ->> 'fromLoss')::numeric(20, 2))::text, 'rate', ((l ->> 'rate')::numeric(5, 2))::text)
          order by (l ->> 'fromLoss')::numeric) from jsonb_array_elements(v.levels) l) as levels
     from casino_cashback_programmes p join casino_cashback_levels v on v.programme_id = p.id
       join currencies c on c.id = v.currency_id
     where p.id = $1 and c.iso = $2`,
    [id, currencyIso],
  );
  if (!row) {
    throw new HttpError(409, 'cashback_currency_not_offered', `No cashback in ${currencyIso} in this programme`);
  }
  return row;
}

/** The player's main account, the one real casino play is staked from. */
export async function findMainAccount(db: Queryable, userId: number): Promise<MainAccount> {
  const [row] = await db.query<MainAccount>(
    `select a.id, c.iso as "currencyIso" from accounts a join currencies c on c.id = a.currency_id
     where a.user_id = $1 and a.type = 0`,
    [userId],
  );
  if (!row) throw new HttpError(409, 'no_money_account', 'Open a money account first');
  return row;
}

/** A period's loss: stakes less what came back, of the casino rounds or the coupons that ended in it. */
const LOSS_OF: Readonly<Record<ProgrammeRecord['source'], string>> = {
  casino: `select sum(r.stake - r.win) from casino_rounds r join casino_games g on g.id = r.game_id
    where r.account_id = $2 and r.status = 'closed' and r.finished_at >= period.starts_at
      and r.finished_at < period.ends_at and (g.categories && period.categories) = period.in_categories`,
  sport: `select sum(c.total_stake - coalesce(c.payout, 0) - c.cashed_out) from coupons c
    where c.account_id = $2 and c.status_id >= 0 and c.settled_at >= period.starts_at
      and c.settled_at < period.ends_at`,
};

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** 0: the running period; 1: the one before it. Periods are UTC days, ISO weeks (from Monday) or months. */
export type PeriodOffset = 0 | 1;

/**
 * A period of the programme for the player's account: its net loss (casino: the closed rounds of the programme's
 * games that finished in it; sport: the coupons settled in it; stakes less what came back, never below 0), the
 * level that loss reaches in the account's currency, its rate and the cashback, the loss times the rate rounded
 * down to the cent, at most the cap.
 */
export async function readPeriod(
  db: Queryable,
  programme: ProgrammeRecord,
  accountId: number,
  offset: PeriodOffset,
): Promise<CashbackPeriod & { isClaimOpen: boolean }> {
  const [row] = await db.query<{ startsAt: string; endsAt: string; netLoss: string; isClaimOpen: boolean }>(
    `with bounds as (
       select (date_trunc(p.period, now() at time zone 'UTC') - ($3 || ' ' || p.period)::interval) at time zone 'UTC'
         as starts_at, p.categories, p.in_categories, p.claim_days
       from casino_cashback_programmes p where p.id = $1),
     period as (select starts_at, (starts_at at time zone 'UTC' + ('1 ' || $4)::interval) at time zone 'UTC' as ends_at,
       categories, in_categories, claim_days from bounds)
     select ${ISO('period.starts_at')} as "startsAt", ${ISO('period.ends_at')} as "endsAt",
       greatest(coalesce((${LOSS_OF[programme.source]}), 0), 0)::numeric(20, 2)::text as "netLoss",
       now() >= period.ends_at and now() < period.ends_at + make_interval(days => period.claim_days) as "isClaimOpen"
     from period`,
    [programme.id, accountId, offset, programme.period],
  );
  if (!row) throw new Error(`No cashback programme ${programme.id}`);
  const level = [...programme.levels]
    .reverse()
    .find((candidate) => toCents(row.netLoss) >= toCents(candidate.fromLoss));
  const reached = level ?? programme.levels[0];
  if (!reached) throw new Error(`The cashback programme ${programme.id} has no levels`);
  const earned = (toCents(row.netLoss) * toCents(reached.rate)) / 10_000n;
  const cap = toCents(programme.maxAmount);
  const amount = earned < cap ? earned : cap;
  return { ...row, level: reached.level, rate: reached.rate, amount: fromCents(amount) };
}
