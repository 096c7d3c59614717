import type { AnalyticsEvent } from '@betfront/contract/bets';
import type { Queryable } from '../db/database';

/** Stores a batch of collected events in one statement. */
export async function insertAnalyticsEvents(
  db: Queryable,
  userId: number | null,
  events: readonly AnalyticsEvent[],
): Promise<void> {
  await db.query(
    `insert into analytics_events (user_id, name, payload)
     select $1, event ->> 'name', event from jsonb_array_elements($2::jsonb) as event`,
    [userId, JSON.stringify(events)],
  );
}
