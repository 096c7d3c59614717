import type { TournamentScoring, TournamentSummary } from '@betfront/contract/casino-events';
import type { Queryable } from '../../db/database';

export type Language = 'ru' | 'en';

export interface TournamentRecord extends TournamentSummary {
  rules: string;
  gameIds: string[] | null;
}

const STATUS = `case when t.settled_at is not null then 'settled' when now() < t.starts_at then 'upcoming'
  when now() < t.ends_at then 'running' else 'ended' end`;

const columns = (lng: Language) => `t.id, t.title_${lng} as title, t.rules_${lng} as rules, t.scoring,
  ${STATUS} as status, t.currency_iso as "currencyIso",
  (select sum(p)::numeric(20, 2)::text from unnest(t.prizes) p) as "prizePool",
  array(select p::numeric(20, 2)::text from unnest(t.prizes) p) as prizes, t.min_stake::text as "minStake",
  to_char(t.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "startsAt",
  to_char(t.ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "endsAt", t.game_ids as "gameIds"`;

const summary = ({ rules: _rules, gameIds: _gameIds, ...rest }: TournamentRecord): TournamentSummary => rest;

/** Running tournaments first (ending soonest), then upcoming, then those of the last 60 days, newest first. */
export async function listTournaments(db: Queryable, lng: Language): Promise<TournamentSummary[]> {
  const rows = await db.query<TournamentRecord>(
    `select ${columns(lng)} from casino_tournaments t where t.ends_at > now() - interval '60 days'
     order by case when now() >= t.starts_at and now() < t.ends_at then 0 when now() < t.starts_at then 1 else 2 end,
       case when now() < t.ends_at then t.ends_at end, t.ends_at desc, t.id
     limit 50`,
  );
  return rows.map(summary);
}

export async function findTournament(db: Queryable, id: number, lng: Language): Promise<TournamentRecord | null> {
  const [row] = await db.query<TournamentRecord>(`select ${columns(lng)} from casino_tournaments t where t.id = $1`, [
    id,
  ]);
  return row ?? null;
}

export interface Standing {
  place: number;
  userId: number;
  accountId: number;
  login: string;
  points: string;
}

const POINTS: Readonly<Record<TournamentScoring, string>> = {
  stake: 'sum(r.stake)',
  win: 'sum(r.win)',
  multiplier: 'max(floor(r.win * 100 / r.stake) / 100)',
};

/**
 * The tournament's standings from the closed rounds that finished within its period, in its games and currency,
 * staked at least its minimum (`docs/casino-events.md`). Ties go to the player whose last scoring round came
 * first. `limit` rows from the top, or only the player's own row when `userId` is given.
 */
export async function readStandings(
  db: Queryable,
  tournamentId: number,
  scoring: TournamentScoring,
  options: { limit: number } | { userId: number },
): Promise<Standing[]> {
  const filter = 'limit' in options ? 'where place <= $2' : 'where "userId" = $2';
  return db.query<Standing>(
    `with scored as (
       select r.user_id, ${POINTS[scoring]} as points, max(r.finished_at) as last_at,
         (array_agg(r.account_id order by r.finished_at desc))[1] as account_id
       from casino_tournaments t
         join casino_rounds r on r.status = 'closed' and r.finished_at >= t.starts_at and r.finished_at < t.ends_at
           and r.stake > 0 and r.stake >= t.min_stake and (t.game_ids is null or r.game_id = any (t.game_ids))
         join accounts a on a.id = r.account_id join currencies c on c.id = a.currency_id and c.iso = t.currency_iso
       where t.id = $1
       group by r.user_id),
     ranked as (
       select row_number() over (order by s.points desc, s.last_at, s.user_id)::int as place, s.user_id as "userId",
         s.account_id as "accountId", u.login, s.points::numeric(20, 2)::text as points
       from scored s join users u on u.id = s.user_id where s.points > 0)
     select * from ranked ${filter} order by place`,
    [tournamentId, 'limit' in options ? options.limit : options.userId],
  );
}

/** What other players see of a player: the login's first two letters, stars and its last letter. */
export const maskedLogin = (login: string): string =>
  login.length <= 3 ? `${login.slice(0, 1)}***` : `${login.slice(0, 2)}***${login.slice(-1)}`;
