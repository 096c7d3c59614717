import { analyticsEventSchema } from '@betfront/contract/analytics';
import { z } from 'zod/mini';
import type { AnalyticsEntry } from './analytics-batches';

const entrySchema = z.object({ page: z.nullable(z.string()), event: analyticsEventSchema });

/** The kept entries that are events of the catalogue; another (an older build's, a changed one) is dropped alone. */
export function checkedEntries(entries: readonly unknown[]): AnalyticsEntry[] {
  return entries.flatMap((entry) => {
    const checked = entrySchema.safeParse(entry);
    return checked.success ? [checked.data] : [];
  });
}
