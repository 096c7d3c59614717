import type { AnalyticsBatch, AnalyticsReportRow } from '@betfront/contract/analytics';
import type { Queryable } from '../db/database';

/** Stores a batch of collected events in one statement, in the order they happened. */
export async function insertAnalyticsBatch(db: Queryable, userId: number | null, batch: AnalyticsBatch): Promise<void> {
  await db.query(
    `insert into analytics_events (user_id, page, name, payload)
     select $1, $2, event ->> 'name', event
     from jsonb_array_elements($3::jsonb) with ordinality as batch (event, position)
     order by position`,
    [userId, batch.page, JSON.stringify(batch.events)],
  );
}

/** Events counted by UTC day and name, over the days given, newest day first. */
export async function analyticsReport(
  db: Queryable,
  range: { from: string; to: string; name: string | null },
): Promise<AnalyticsReportRow[]> {
  return db.query<AnalyticsReportRow>(
    `select to_char(timezone('UTC', received_at)::date, 'YYYY-MM-DD') as day, name, count(*)::int as events
     from analytics_events
     where timezone('UTC', received_at)::date between $1::date and $2::date and ($3::text is null or name = $3)
     group by 1, name
     order by 1 desc, events desc, name`,
    [range.from, range.to, range.name],
  );
}
