import { z } from 'zod';
import type { AnalyticsReportRow } from '@betfront/contract/analytics';
import { defineAction } from '../admin/define-action';
import { HttpError } from '../http/http-error';
import { analyticsReport as readReport } from './analytics-repository';

const REPORT_DAYS = 30;
const MAX_DAYS = 366;
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The operator's view of analytics: events by name and UTC day, the last 30 days unless a range is given. */
export const analyticsReport = defineAction(
  z.object({
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    name: z
      .string()
      .regex(/^[a-z_]{1,40}$/)
      .optional(),
  }),
  async ({ db, nowSeconds }, input): Promise<{ from: string; to: string; rows: AnalyticsReportRow[] }> => {
    const to = input.to ?? isoDay(nowSeconds * 1000);
    const from = input.from ?? isoDay(Date.parse(to) - (REPORT_DAYS - 1) * DAY_MS);
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
    if (days < 1 || days > MAX_DAYS) {
      throw new HttpError(400, 'report_range_invalid', `The range must run forward and span at most ${MAX_DAYS} days`);
    }
    return { from, to, rows: await readReport(db, { from, to, name: input.name ?? null }) };
  },
);
