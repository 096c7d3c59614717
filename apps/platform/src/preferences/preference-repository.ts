import type { AppViewType, Theme } from '@betfront/contract/preferences';
import type { Queryable } from '../db/database';

export interface StoredPreferences {
  timeZone?: number | undefined;
  is12h?: boolean | undefined;
  language?: string | undefined;
  theme?: Theme | undefined;
  hideLeft?: boolean | undefined;
  hideRight?: boolean | undefined;
  groupByCountry?: boolean | undefined;
  appViewType?: AppViewType | undefined;
}

/** Saves what the player chose; a preference left out keeps its stored value. */
export async function savePlayerPreferences(db: Queryable, userId: number, chosen: StoredPreferences): Promise<void> {
  await db.query(
    `update users set time_zone = coalesce($2, time_zone), is_12h = coalesce($3, is_12h),
       language = coalesce($4, language), theme = coalesce($5, theme), hide_left = coalesce($6, hide_left),
       hide_right = coalesce($7, hide_right), group_by_country = coalesce($8, group_by_country),
       app_view_type = coalesce($9, app_view_type)
     where id = $1`,
    [
      userId,
      chosen.timeZone ?? null,
      chosen.is12h ?? null,
      chosen.language ?? null,
      chosen.theme ?? null,
      chosen.hideLeft ?? null,
      chosen.hideRight ?? null,
      chosen.groupByCountry ?? null,
      chosen.appViewType ?? null,
    ],
  );
}
