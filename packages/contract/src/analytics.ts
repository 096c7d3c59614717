import { z } from 'zod/mini';
import { couponTypeIdSchema } from './bets';
import { gameModeSchema } from './casino-wallet';
import { officeSettingIdSchema } from './office-settings';
import { registrationTypeSchema } from './registration';

/** POST — the first-party collector of the analytics event catalogue (account spec "Analytics event catalogue"). */
export const ANALYTICS_EVENTS_PATH = '/web-api/analytics/events';

/** At most this many events travel in one call; a fuller queue is sent at once. */
export const ANALYTICS_BATCH_MAX = 20;

/**
 * The areas whose opening is recorded: the office, its settings and security pages, the promotion categories and
 * showcase, the information pages and the other pages the catalogue names (account §2).
 */
export const ANALYTICS_AREAS = [
  'office.bonuses',
  'office.recharge',
  'office.referrals',
  'office.personal_data',
  'office.support',
  'office.bet_history',
  'office.transactions',
  'office.vip_cashback',
  'settings.mailing',
  'settings.account',
  'settings.promo_code_check',
  'settings.sports',
  'settings.wallets',
  'settings.cashback',
  'security.overview',
  'security.phone',
  'security.question',
  'security.two_factor',
  'security.password',
  'security.email_auth',
  'security.sessions',
  'promo.showcase',
  'promo.all',
  'promo.bookmaker',
  'promo.casino',
  'promo.poker',
  'promo.first_deposit',
  'promo.redeposit',
  'promo.cashback',
  'info.contacts',
  'info.rules',
  'info.how_to_bet',
  'mobile_app',
  'results',
  'event',
  'casino',
  'registration',
  'login',
  'recovery',
] as const;
export const analyticsAreaSchema = z.enum(ANALYTICS_AREAS);
export type AnalyticsArea = z.infer<typeof analyticsAreaSchema>;

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const milliseconds = z.int().check(z.gte(0), z.lte(600_000));

/** A bet of the coupon as analytics records it (site §3 "Bet analytics"). */
export const betAnalyticsBetSchema = z.object({
  sportId: z.int(),
  gameId: z.int(),
  champId: z.int(),
  couponTypeId: couponTypeIdSchema,
  coefficientId: z.string().check(z.maxLength(80)),
  isOneClick: z.boolean(),
  promoCode: z.nullable(z.string().check(z.maxLength(40))),
});

export const REGISTRATION_STEPS = ['open', 'code', 'approve', 'save', 'success', 'exit'] as const;
export const LOGIN_STEPS = ['open', 'code', 'success', 'failure', 'exit'] as const;
export const RECOVERY_STEPS = ['open', 'code', 'approve', 'save', 'success', 'cancel'] as const;
export const ANALYTICS_MENUS = ['header', 'office', 'bottom_nav', 'footer'] as const;

/** Every event of the catalogue; each records one thing the visitor did or met. */
export const analyticsEventSchema = z.discriminatedUnion('name', [
  /** A page of one of the catalogue's areas opened. */
  z.object({ name: z.literal('area_open'), area: analyticsAreaSchema }),
  /** An item of a menu (the header's, the office's, the bottom navigation's or the footer's) was followed. */
  z.object({ name: z.literal('menu_click'), menu: z.enum(ANALYTICS_MENUS), item: text(120) }),
  z.object({
    name: z.literal('registration_step'),
    step: z.enum(REGISTRATION_STEPS),
    place: z.enum(['popup', 'sidebar', 'page']),
    type: registrationTypeSchema,
  }),
  z.object({ name: z.literal('login_step'), step: z.enum(LOGIN_STEPS), place: z.enum(['popup', 'page']) }),
  z.object({ name: z.literal('recovery_step'), step: z.enum(RECOVERY_STEPS) }),
  /** A casino game was launched, for money or for fun. */
  z.object({ name: z.literal('casino_game_open'), gameId: text(80), mode: gameModeSchema }),
  z.object({
    name: z.literal('bet_placed'),
    couponId: z.int(),
    bets: z.array(betAnalyticsBetSchema).check(z.maxLength(50)),
  }),
  /** A coupon the platform refused, with the refusal's code (site §8 "Bet errors"). */
  z.object({
    name: z.literal('bet_error'),
    errorCode: z.string().check(z.maxLength(60)),
    bets: z.array(betAnalyticsBetSchema).check(z.maxLength(50)),
  }),
  /** The answer to the logout confirmation. */
  z.object({ name: z.literal('logout_confirm'), choice: z.enum(['device', 'all_devices', 'cancel']) }),
  /** An office setting saved (account §4 "Office setting save"). */
  z.object({
    name: z.literal('setting_saved'),
    id: officeSettingIdSchema,
    value: text(40),
  }),
  /** The site serves a newer build than the page runs. */
  z.object({ name: z.literal('app_update'), running: text(40), served: text(40) }),
  /** How fast the page opened, from the browser's navigation and paint timings. */
  z.object({
    name: z.literal('performance_report'),
    ttfbMs: milliseconds,
    domReadyMs: milliseconds,
    loadMs: z.nullable(milliseconds),
    firstPaintMs: z.nullable(milliseconds),
    largestPaintMs: z.nullable(milliseconds),
  }),
]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
export type AnalyticsEventName = AnalyticsEvent['name'];

/** One call of the collector: events of one page (its route name), in the order they happened. */
export const analyticsBatchSchema = z.strictObject({
  page: z.nullable(z.string().check(z.regex(/^[a-z0-9._-]{1,80}$/))),
  events: z.array(analyticsEventSchema).check(z.minLength(1), z.maxLength(ANALYTICS_BATCH_MAX)),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

/** The operator's report: events by name and day (UTC). */
export const analyticsReportRowSchema = z.object({ day: z.iso.date(), name: z.string(), events: z.int() });
export type AnalyticsReportRow = z.infer<typeof analyticsReportRowSchema>;
