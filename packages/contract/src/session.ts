import { z } from 'zod/mini';
import {
  appViewTypeSchema,
  DEFAULT_IS_12H,
  DEFAULT_LAYOUT_PREFERENCES,
  DEFAULT_THEME,
  DEFAULT_TIME_ZONE,
  themeSchema,
  timeZoneSchema,
} from './preferences';

/** GET /web-api/session — the visitor's session as the site sees it at start. */
export const sessionSchema = z.object({
  user_id: z.nullable(z.int()),
  ban_level: z.int(),
  ban_version: z.int(),
  /** A not-verified player with no deposit is confined to identification when the site enables it. */
  is_verified: z.boolean(),
  has_deposit: z.boolean(),
  terms_changed: z.boolean(),
  is_navigation_blocked: z.boolean(),
  /** A partner's player whose account is to move here: the shell offers the transfer dialog. */
  is_required_transfer: z._default(z.boolean(), false),
  lng: z.string(),
  /** Where and how every time on the page is written: the player's stored choice, else the visitor's cookies. */
  time_zone: z._default(timeZoneSchema, DEFAULT_TIME_ZONE),
  is_12h: z._default(z.boolean(), DEFAULT_IS_12H),
  /** The colours the page is drawn in, chosen the same way. */
  theme: z._default(themeSchema, DEFAULT_THEME),
  /** The page's layout, chosen the same way: the sections hidden, the champs grouped, the betting view. */
  hide_left: z._default(z.boolean(), DEFAULT_LAYOUT_PREFERENCES.hide_left),
  hide_right: z._default(z.boolean(), DEFAULT_LAYOUT_PREFERENCES.hide_right),
  group_by_country: z._default(z.boolean(), DEFAULT_LAYOUT_PREFERENCES.group_by_country),
  app_view_type: z._default(appViewTypeSchema, DEFAULT_LAYOUT_PREFERENCES.app_view_type),
});
export type Session = z.infer<typeof sessionSchema>;

/** The session check: GET /web-api/session/check */
export const sessionCheckSchema = z.object({ user_id: z.nullable(z.int()) });

export const tokenAnswerSchema = z.object({ token: z.string().check(z.minLength(1)) });
export const tokenQuerySchema = z.object({ force_refresh: z.optional(z.enum(['true', 'false'])) });

/** The decoded payload of a signed session token. */
export const tokenPayloadSchema = z.object({ sub: z.int(), exp: z.int() });
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;
