import type { CasinoRound } from '@betfront/contract/casino-wallet';
import type { Queryable } from '../../db/database';

/** A page of the player's rounds (of one section's games when named), newest first, the game's name in the reader's language. */
export async function listPlayerRounds(
  db: Queryable,
  userId: number,
  page: { offset: number; limit: number; language: 'ru' | 'en'; section?: string },
): Promise<{ rounds: CasinoRound[]; total: number }> {
  const section = page.section ?? null;
  const rounds = await db.query<CasinoRound>(
    `select r.id::text, r.game_id as "gameId",
       case when $4 = 'ru' then g.name_ru else g.name_en end as "gameName",
       r.stake::text, r.win::text, c.iso as "currencyIso", r.status,
       to_char(r.started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "startedAt"
     from casino_rounds r
     join casino_games g on g.id = r.game_id
     join accounts a on a.id = r.account_id
     join currencies c on c.id = a.currency_id
     where r.user_id = $1 and ($5::text is null or $5 = any(g.categories)) order by r.id desc offset $2 limit $3`,
    [userId, page.offset, page.limit, page.language, section],
  );
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from casino_rounds r join casino_games g on g.id = r.game_id
     where r.user_id = $1 and ($2::text is null or $2 = any(g.categories))`,
    [userId, section],
  );
  return { rounds, total: count?.total ?? 0 };
}
