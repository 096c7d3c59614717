import { z } from 'zod/mini';
import { languageCodeSchema } from './language';

/** Languages the information texts are written in. */
export const CONTENT_LANGUAGES = ['ru', 'en'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** Site languages whose visitors read Russian texts when their own language has none. */
const RUSSIAN_READING_LANGUAGES: readonly string[] = ['ru', 'az', 'kz', 'ua'];

/** The language a text is shown in for a site language: Russian for az, kz, ua and ru, English otherwise. */
export function contentLanguageFor(lang: string): ContentLanguage {
  return RUSSIAN_READING_LANGUAGES.includes(lang) ? 'ru' : 'en';
}

const slugSchema = z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{0,62}$/, 'a slug is a short lower-case name'));

/** Links in stored texts go to site paths, mail, phone or https pages only. */
export const contentHrefSchema = z
  .string()
  .check(
    z.maxLength(500),
    z.regex(/^(\/(?!\/)|mailto:|tel:|https:\/\/)/, 'a link goes to a site path, mailto:, tel: or https://'),
  );

export const contentLinkSchema = z.object({ label: z.string().check(z.minLength(1)), href: contentHrefSchema });
export type ContentLink = z.infer<typeof contentLinkSchema>;

/** One block of a text: stored as data and rendered as elements, never as markup. */
export const contentBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: z.string().check(z.minLength(1)) }),
  z.object({
    type: z.literal('list'),
    ordered: z.boolean(),
    items: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  }),
  z.object({
    type: z.literal('table'),
    columns: z.array(z.string()).check(z.minLength(1)),
    rows: z.array(z.array(z.string())).check(z.minLength(1)),
  }),
  z.object({ type: z.literal('links'), items: z.array(contentLinkSchema).check(z.minLength(1)) }),
  z.object({ type: z.literal('note'), text: z.string().check(z.minLength(1)) }),
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;

export const contentSectionSchema = z.object({
  /** Anchor of the section inside its page. */
  id: slugSchema,
  title: z.string(),
  blocks: z.array(contentBlockSchema),
});
export type ContentSection = z.infer<typeof contentSectionSchema>;

/** Every call of the content API names the language it wants. */
export const contentLangQuerySchema = z.object({ lang: languageCodeSchema });

export const CONTENT_PAGE_SLUGS = [
  'about',
  'contacts',
  'cookies',
  'licenses',
  'responsiblegaming',
  'amlpolicy',
  'kycpolicy',
  'disputeresolution',
  'payment',
  'calc',
  'cash_terminals',
  'howbet',
  'betting-calculator',
  'amlkyc',
  'points',
  'taxes',
  'mainrules',
  'simpleidentification',
  'consent',
  'privacypolicy',
  'smsbets',
  'mobile-app',
  'desktop-app',
  'team-games',
  'betting-alphabet',
  'ourpartners',
] as const;
export const contentPageSlugSchema = z.enum(CONTENT_PAGE_SLUGS);
export type ContentPageSlug = z.infer<typeof contentPageSlugSchema>;

/** GET /web-api/content/pages/:slug?lang= */
export const contentPageParamsSchema = z.object({ slug: slugSchema });
export const contentPageSchema = z.object({
  slug: contentPageSlugSchema,
  lang: languageCodeSchema,
  title: z.string().check(z.minLength(1)),
  description: z.string(),
  sections: z.array(contentSectionSchema),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const ruleChapterSummarySchema = z.object({ slug: slugSchema, title: z.string().check(z.minLength(1)) });
export type RuleChapterSummary = z.infer<typeof ruleChapterSummarySchema>;

export const ruleGroupSummarySchema = z.object({
  slug: slugSchema,
  title: z.string().check(z.minLength(1)),
  description: z.string(),
  chapters: z.array(ruleChapterSummarySchema),
});
export type RuleGroupSummary = z.infer<typeof ruleGroupSummarySchema>;

/** GET /web-api/content/rules?lang= */
export const rulesIndexSchema = z.object({ groups: z.array(ruleGroupSummarySchema) });
export type RulesIndex = z.infer<typeof rulesIndexSchema>;

export const ruleChapterSchema = z.extend(ruleChapterSummarySchema, { sections: z.array(contentSectionSchema) });
export type RuleChapter = z.infer<typeof ruleChapterSchema>;

/** GET /web-api/content/rules/:group?lang= — a group with the full text of every chapter. */
export const ruleGroupParamsSchema = z.object({ group: slugSchema });
export const ruleGroupSchema = z.extend(z.omit(ruleGroupSummarySchema, { chapters: true }), {
  chapters: z.array(ruleChapterSchema),
});
export type RuleGroup = z.infer<typeof ruleGroupSchema>;

/** GET /web-api/content/rules/:group/:chapter?lang= */
export const ruleChapterParamsSchema = z.object({ group: slugSchema, chapter: slugSchema });
export const ruleChapterAnswerSchema = z.object({
  group: ruleGroupSummarySchema,
  chapter: ruleChapterSchema,
});
export type RuleChapterAnswer = z.infer<typeof ruleChapterAnswerSchema>;

/** GET /web-api/content/cash-terminals?lang=&city= */
export const cashTerminalsQuerySchema = z.extend(contentLangQuerySchema, { city: z.optional(slugSchema) });
export const citySchema = z.object({ slug: slugSchema, name: z.string().check(z.minLength(1)) });
export type City = z.infer<typeof citySchema>;
export const cashTerminalSchema = z.object({
  id: z.int().check(z.positive()),
  city: slugSchema,
  cityName: z.string().check(z.minLength(1)),
  address: z.string().check(z.minLength(1)),
  hours: z.string().check(z.minLength(1)),
  landmark: z.string(),
});
export type CashTerminal = z.infer<typeof cashTerminalSchema>;
export const cashTerminalsAnswerSchema = z.object({
  /** Every city with terminals, whatever the filter. */
  cities: z.array(citySchema),
  terminals: z.array(cashTerminalSchema),
});
export type CashTerminalsAnswer = z.infer<typeof cashTerminalsAnswerSchema>;

const decimalAmountSchema = z.string().check(z.regex(/^\d+(\.\d{1,2})?$/, 'an amount is a decimal string'));

export const paymentLimitsSchema = z.object({
  min: decimalAmountSchema,
  max: decimalAmountSchema,
  /** Fee as a percentage of the amount. */
  feePercent: z.string().check(z.regex(/^\d+(\.\d{1,2})?$/)),
  processingTime: z.string().check(z.minLength(1)),
});
export type PaymentLimits = z.infer<typeof paymentLimitsSchema>;

export const PAYMENT_METHOD_KINDS = ['card', 'ewallet', 'bank', 'mobile', 'crypto', 'cash'] as const;
export const paymentMethodSchema = z.object({
  id: slugSchema,
  name: z.string().check(z.minLength(1)),
  kind: z.enum(PAYMENT_METHOD_KINDS),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  deposit: z.nullable(paymentLimitsSchema),
  withdrawal: z.nullable(paymentLimitsSchema),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** GET /web-api/content/payment-methods?lang= */
export const paymentMethodsAnswerSchema = z.object({ methods: z.array(paymentMethodSchema) });
export type PaymentMethodsAnswer = z.infer<typeof paymentMethodsAnswerSchema>;

export const footerColumnSchema = z.object({
  id: slugSchema,
  title: z.string().check(z.minLength(1)),
  links: z.array(contentLinkSchema),
});
export type FooterColumn = z.infer<typeof footerColumnSchema>;

/** GET /web-api/content/footer?lang= — links to site paths come without the language prefix. */
export const footerAnswerSchema = z.object({
  columns: z.array(footerColumnSchema),
  licence: z.object({
    regulator: z.string().check(z.minLength(1)),
    number: z.string().check(z.minLength(1)),
    text: z.string().check(z.minLength(1)),
  }),
  ageLimit: z.int().check(z.positive()),
  responsibleGaming: z.object({ text: z.string().check(z.minLength(1)), href: contentHrefSchema }),
  socialLinks: z.array(
    z.object({ network: slugSchema, label: z.string().check(z.minLength(1)), href: contentHrefSchema }),
  ),
  appLinks: z.array(
    z.object({ platform: slugSchema, label: z.string().check(z.minLength(1)), href: contentHrefSchema }),
  ),
  /** Payment methods shown as logos: the id names the logo, the name is its text alternative. */
  paymentLogos: z.array(z.object({ id: slugSchema, name: z.string().check(z.minLength(1)) })),
  copyrightHolder: z.string().check(z.minLength(1)),
  /** The current year as the platform sees it, so server and browser render the same copyright. */
  year: z.int().check(z.gte(2000)),
});
export type FooterAnswer = z.infer<typeof footerAnswerSchema>;

export const BOTTOM_NAV_AUDIENCES = ['all', 'visitor', 'user'] as const;
export const bottomNavItemSchema = z.object({
  id: z.enum(['home', 'line', 'live', 'coupon', 'office', 'login']),
  label: z.string().check(z.minLength(1)),
  /** A site path without the language prefix. */
  href: z.string().check(z.regex(/^\/(?!\/)/)),
  /** Route names whose first segments make this item the current one. */
  routePrefixes: z.array(z.string().check(z.minLength(1))),
  audience: z.enum(BOTTOM_NAV_AUDIENCES),
});
export type BottomNavItem = z.infer<typeof bottomNavItemSchema>;

/** GET /web-api/content/bottom-nav?lang= */
export const bottomNavAnswerSchema = z.object({ items: z.array(bottomNavItemSchema) });
export type BottomNavAnswer = z.infer<typeof bottomNavAnswerSchema>;
