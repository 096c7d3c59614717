import { z } from 'zod/mini';
import { languageCodeSchema } from './language';

/** Where on the site a banner shows, e.g. `home`. */
export const bannerPositionSchema = z
  .string()
  .check(z.regex(/^[a-z][a-z0-9-]{0,31}$/, 'a position is a lower-case slug, e.g. home'));

const SEGMENT = '[A-Za-z0-9._~-]+';

/**
 * A route of the site without its language, e.g. `/live/1-football`: the page adds the reader's language.
 * A first segment of two lower-case letters would read as a language, so it is refused.
 */
export const bannerRouteSchema = z.string().check(
  z.maxLength(300),
  z.regex(new RegExp(`^(/${SEGMENT})*/?$`), 'a route is a site path such as /live/1-football'),
  z.refine((route) => route.startsWith('/'), 'a route starts with /'),
  z.refine((route) => !/^\/[a-z]{2}(\/|$)/.test(route), 'a route leaves out the language, e.g. /live, not /en/live'),
  z.refine((route) => !route.split('/').some((segment) => segment === '.' || segment === '..'), 'no . or .. segments'),
);

/** An image served by the site itself, e.g. `/static/banners/casino.svg`. */
export const bannerImagePathSchema = z.string().check(
  z.maxLength(300),
  z.regex(new RegExp(`^(/${SEGMENT})+\\.(svg|png|jpe?g|webp|avif)$`), 'an image is a site path to an image file'),
  z.refine((path) => !path.split('/').some((segment) => segment === '..'), 'no .. segments'),
);

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const bothLanguages = (max: number) => z.object({ en: text(max), ru: text(max) });
const imageSide = z.coerce.number().check(z.int(), z.gte(1), z.lte(4000));

/** POST /admin-api/banners and PUT /admin-api/banners/:id — a banner with its texts in every language. */
export const bannerInputSchema = z
  .object({
    position: z._default(bannerPositionSchema, 'home'),
    sortOrder: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(100_000)), 0),
    title: bothLanguages(80),
    text: bothLanguages(200),
    cta: bothLanguages(30),
    route: bannerRouteSchema,
    image: bannerImagePathSchema,
    imageWidth: z._default(imageSide, 1200),
    imageHeight: z._default(imageSide, 400),
    activeFrom: z._default(z.nullable(z.iso.datetime({ offset: true })), null),
    activeTo: z._default(z.nullable(z.iso.datetime({ offset: true })), null),
  })
  .check(
    z.refine(
      (banner) => !banner.activeFrom || !banner.activeTo || Date.parse(banner.activeFrom) < Date.parse(banner.activeTo),
      {
        message: 'activeTo comes after activeFrom',
        path: ['activeTo'],
      },
    ),
  );
export type BannerInput = z.infer<typeof bannerInputSchema>;

/** A stored banner as the operator manages it. */
export const bannerRecordSchema = z.object({
  id: z.int(),
  position: bannerPositionSchema,
  sortOrder: z.int(),
  title: z.object({ en: z.string(), ru: z.string() }),
  text: z.object({ en: z.string(), ru: z.string() }),
  cta: z.object({ en: z.string(), ru: z.string() }),
  route: z.string(),
  image: z.string(),
  imageWidth: z.int(),
  imageHeight: z.int(),
  activeFrom: z.nullable(z.string()),
  activeTo: z.nullable(z.string()),
});
export type BannerRecord = z.infer<typeof bannerRecordSchema>;

export const bannerIdParamsSchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});

/** GET /web-api/banners?position&lng — the banners active now, in their order, in one language. */
export const bannersQuerySchema = z.object({
  position: z._default(bannerPositionSchema, 'home'),
  lng: z._default(languageCodeSchema, 'ru'),
});

export const bannerSchema = z.object({
  id: z.int(),
  title: z.string(),
  text: z.string(),
  cta: z.string(),
  route: z.string(),
  image: z.object({ src: z.string(), width: z.int(), height: z.int() }),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannersAnswerSchema = z.object({ banners: z.array(bannerSchema) });
