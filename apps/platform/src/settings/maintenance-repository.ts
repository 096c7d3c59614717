import type { Queryable } from '../db/database';

/** Times are Unix seconds. */
export interface MaintenanceWindow {
  isEnabled: boolean;
  startedAt: number | null;
  endedAt: number | null;
  notifyStartedAt: number | null;
  notifyEndedAt: number | null;
}

const epoch = (column: string) => `floor(extract(epoch from ${column}))::float8 as "${column}"`;

export async function readMaintenanceWindow(db: Queryable): Promise<MaintenanceWindow> {
  const rows = await db.query<{
    is_enabled: boolean;
    started_at: number | null;
    ended_at: number | null;
    notify_started_at: number | null;
    notify_ended_at: number | null;
  }>(
    `select is_enabled, ${epoch('started_at')}, ${epoch('ended_at')}, ${epoch('notify_started_at')}, ${epoch('notify_ended_at')}
     from maintenance_window where id = 1`,
  );
  const row = rows[0];
  if (!row) return { isEnabled: false, startedAt: null, endedAt: null, notifyStartedAt: null, notifyEndedAt: null };
  return {
    isEnabled: row.is_enabled,
    startedAt: row.started_at,
    endedAt: row.ended_at,
    notifyStartedAt: row.notify_started_at,
    notifyEndedAt: row.notify_ended_at,
  };
}

export async function writeMaintenanceWindow(db: Queryable, window: MaintenanceWindow): Promise<void> {
  await db.query(
    `insert into maintenance_window (id, is_enabled, started_at, ended_at, notify_started_at, notify_ended_at)
     values (1, $1, to_timestamp($2), to_timestamp($3), to_timestamp($4), to_timestamp($5))
     on conflict (id) do update set is_enabled = excluded.is_enabled, started_at = excluded.started_at,
       ended_at = excluded.ended_at, notify_started_at = excluded.notify_started_at, notify_ended_at = excluded.notify_ended_at`,
    [window.isEnabled, window.startedAt, window.endedAt, window.notifyStartedAt, window.notifyEndedAt],
  );
}
