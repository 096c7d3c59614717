import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/http-error';

export interface CatalogueFilter {
  sportId?: number;
  champId?: number;
}

/**
 * A list asked for a sport or champ the catalogue does not have answers 404, as one unknown game does, so that a
 * page naming it is not found rather than empty.
 */
export async function assertCatalogueFilter(db: Queryable, { sportId, champId }: CatalogueFilter): Promise<void> {
  if (sportId === undefined && champId === undefined) return;
  const [found] = await db.query<{ sport: boolean; champ: boolean }>(
    `select ($1::bigint is null or exists (select 1 from sb_sports where id = $1::bigint)) as sport,
            ($2::bigint is null or exists (select 1 from sb_champs where id = $2::bigint)) as champ`,
    [sportId ?? null, champId ?? null],
  );
  if (!found?.sport) throw new HttpError(404, 'sport_not_found', `There is no sport ${sportId}`);
  if (!found.champ) throw new HttpError(404, 'champ_not_found', `There is no champ ${champId}`);
}
