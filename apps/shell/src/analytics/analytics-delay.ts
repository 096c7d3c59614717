import { ANALYTICS_LOAD_DELAY_MS } from '@betfront/contract/analytics-timing';

/** Registration pages record their steps from the start (account §9: analytics waits 10 s except on registration). */
const REGISTRATION_ROUTES = new Set(['registration', 'user.registration']);

export const analyticsDelayMs = (page: string | null): number =>
  page !== null && REGISTRATION_ROUTES.has(page) ? 0 : ANALYTICS_LOAD_DELAY_MS;
