import type { HuntingAnswer, HuntingLeader } from '@betfront/contract/bonus-promotions';
import type { Queryable } from '../db/database';
import { amountIn, findBonusAccount } from '../bonuses/bonus-accounts';
import { fromCents, toCents } from '../cash-out/cents';
import { visitorCurrency } from './betting-awards';

/** A coupon won at these odds or more is a catch. */
export const CATCH_MIN_COEF = '1.80';
const LEADERS_SHOWN = 10;

export interface HuntingTierRow {
  tier: number;
  catches: number;
  labelRu: string;
  labelEn: string;
  amounts: Record<string, string>;
  wagerMultiplier: string;
}

export async function readTierRows(db: Queryable): Promise<HuntingTierRow[]> {
  return db.query<HuntingTierRow>(
    `select tier, catches, label_ru as "labelRu", label_en as "labelEn", amounts,
       wager_multiplier::text as "wagerMultiplier" from hunting_tiers order by tier`,
  );
}

/** This season's first day (the Monday of the current UTC week), as YYYY-MM-DD. */
export async function currentWeekStart(db: Queryable): Promise<string> {
  const rows = await db.query<{ day: string }>(
    `select to_char(date_trunc('week', now() at time zone 'UTC'), 'YYYY-MM-DD') as day`,
  );
  return rows[0]?.day ?? '';
}

interface StandingRow {
  rank: number;
  userId: number;
  login: string;
  catches: number;
  points: string;
}

/** Every player's catches of the week, ranked by catches and then by the sum of their odds. */
const STANDINGS = `with catches as (
    select user_id, count(*)::int as catches, sum(coef)::numeric(20, 2) as points from coupons
    where status_id = 1 and coef >= $2::numeric
      and settled_at >= $1::date at time zone 'UTC' and settled_at < ($1::date + 7) at time zone 'UTC'
    group by user_id
  ), ranked as (
    select rank() over (order by c.catches desc, c.points desc)::int as rank, c.user_id as "userId", u.login,
      c.catches, c.points::text as points
    from catches c join users u on u.id = c.user_id
  )`;

export async function readStandings(db: Queryable, weekStart: string, userId: number | null): Promise<StandingRow[]> {
  return db.query<StandingRow>(
    `${STANDINGS} select * from ranked where rank <= $3 or "userId" = $4 order by rank, "userId" limit $3 + 1`,
    [weekStart, CATCH_MIN_COEF, LEADERS_SHOWN, userId ?? 0],
  );
}

/** A player's catches this week (the tiers' measure), under no lock: a catch is only ever added. */
export async function countCatches(db: Queryable, weekStart: string, userId: number): Promise<number> {
  const rows = await db.query<{ catches: number }>(
    `select count(*)::int as catches from coupons where user_id = $3 and status_id = 1 and coef >= $2::numeric
       and settled_at >= $1::date at time zone 'UTC' and settled_at < ($1::date + 7) at time zone 'UTC'`,
    [weekStart, CATCH_MIN_COEF, userId],
  );
  return rows[0]?.catches ?? 0;
}

/** The login with its middle hidden: the leaders are shown to everyone. */
export function maskLogin(login: string): string {
  return login.length <= 4 ? `${login.slice(0, 1)}***` : `${login.slice(0, 2)}***${login.slice(-2)}`;
}

function leaderView(row: StandingRow, userId: number | null): HuntingLeader {
  return {
    rank: row.rank,
    name: maskLogin(row.login),
    catches: row.catches,
    points: row.points,
    isMe: row.userId === userId,
  };
}

/** The week's season: the tiers with the player's claims, the leaders, and the player's own standing. */
export async function readHuntingSeason(
  db: Queryable,
  userId: number | null,
  isRussian: boolean,
): Promise<HuntingAnswer> {
  const weekStart = await currentWeekStart(db);
  const [tiers, standings] = await Promise.all([readTierRows(db), readStandings(db, weekStart, userId)]);
  const claims =
    userId === null
      ? []
      : await db.query<{ tier: number; claimedAt: Date }>(
          'select tier, claimed_at as "claimedAt" from hunting_claims where user_id = $1 and week_start = $2::date',
          [userId, weekStart],
        );
  const currencyIso =
    userId === null ? visitorCurrency(isRussian) : ((await findBonusAccount(db, userId))?.currencyIso ?? '');
  const mine = standings.find((row) => row.userId === userId);
  const weekEnd = new Date(Date.parse(`${weekStart}T00:00:00Z`) + 7 * 86_400_000);
  return {
    weekStart: `${weekStart}T00:00:00.000Z`,
    weekEnd: weekEnd.toISOString(),
    minCoef: CATCH_MIN_COEF,
    tiers: tiers.map((tier) => {
      const amount = amountIn(tier.amounts, currencyIso);
      return {
        tier: tier.tier,
        label: isRussian ? tier.labelRu : tier.labelEn,
        catches: tier.catches,
        claimedAt: claims.find((claim) => claim.tier === tier.tier)?.claimedAt.toISOString() ?? null,
        prize: {
          amount: amount === null ? null : fromCents(toCents(amount)),
          currencyIso: amount === null ? null : currencyIso,
          wagerMultiplier: tier.wagerMultiplier,
        },
      };
    }),
    leaders: standings.filter((row) => row.rank <= LEADERS_SHOWN).map((row) => leaderView(row, userId)),
    me:
      userId === null
        ? null
        : { catches: mine?.catches ?? 0, points: mine?.points ?? '0.00', rank: mine?.rank ?? null },
  };
}
