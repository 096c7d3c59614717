import type { Queryable } from '../db/database';

export interface PageRow {
  slug: string;
  title: string;
  description: string;
  sections: unknown;
}

export interface RuleGroupRow {
  slug: string;
  title: string;
  description: string;
}

export interface RuleChapterRow {
  group_slug: string;
  slug: string;
  title: string;
  sections: unknown;
}

export interface CityRow {
  slug: string;
  name: string;
}

export interface CashTerminalRow {
  id: number;
  city_slug: string;
  city_name: string;
  address: string;
  hours: string;
  landmark: string;
}

export interface PaymentMethodRow {
  id: string;
  name: string;
  kind: string;
  currency: string;
  deposit_min: string | null;
  deposit_max: string | null;
  deposit_fee_percent: string | null;
  deposit_time: string | null;
  withdrawal_min: string | null;
  withdrawal_max: string | null;
  withdrawal_fee_percent: string | null;
  withdrawal_time: string | null;
}

export interface FooterLinkRow {
  column_slug: string;
  column_title: string;
  label: string | null;
  href: string | null;
}

export interface FooterMetaRow {
  regulator: string;
  licence_number: string;
  licence_text: string;
  age_limit: number;
  responsible_text: string;
  responsible_href: string;
  copyright_holder: string;
}

export interface NamedLinkRow {
  name: string;
  label: string;
  href: string;
}

export interface BottomNavRow {
  id: string;
  label: string;
  href: string;
  route_prefixes: string;
  audience: string;
}

/** The only code that reads the content tables. */
export function createContentRepository(db: Queryable) {
  return {
    async findPage(slug: string, lang: string): Promise<PageRow | undefined> {
      const rows = await db.query<PageRow>(
        'SELECT slug, title, description, sections FROM content_page WHERE slug = $1 AND lang = $2',
        [slug, lang],
      );
      return rows[0];
    },

    async listRuleGroups(lang: string): Promise<RuleGroupRow[]> {
      return db.query<RuleGroupRow>(
        'SELECT slug, title, description FROM content_rule_group WHERE lang = $1 ORDER BY position',
        [lang],
      );
    },

    async findRuleGroup(slug: string, lang: string): Promise<RuleGroupRow | undefined> {
      const rows = await db.query<RuleGroupRow>(
        'SELECT slug, title, description FROM content_rule_group WHERE slug = $1 AND lang = $2',
        [slug, lang],
      );
      return rows[0];
    },

    /** Chapters of every group (or of one group), in reading order. */
    async listRuleChapters(lang: string, groupSlug?: string): Promise<RuleChapterRow[]> {
      return db.query<RuleChapterRow>(
        `SELECT group_slug, slug, title, sections FROM content_rule_chapter
         WHERE lang = $1 AND ($2::text IS NULL OR group_slug = $2)
         ORDER BY group_slug, position`,
        [lang, groupSlug ?? null],
      );
    },

    async listCities(lang: string): Promise<CityRow[]> {
      return db.query<CityRow>('SELECT slug, name FROM content_city WHERE lang = $1 ORDER BY position', [lang]);
    },

    async listCashTerminals(lang: string, citySlug?: string): Promise<CashTerminalRow[]> {
      return db.query<CashTerminalRow>(
        `SELECT t.id, t.city_slug, c.name AS city_name, t.address, t.hours, t.landmark
         FROM content_cash_terminal t
         JOIN content_city c ON c.slug = t.city_slug AND c.lang = t.lang
         WHERE t.lang = $1 AND ($2::text IS NULL OR t.city_slug = $2)
         ORDER BY c.position, t.id`,
        [lang, citySlug ?? null],
      );
    },

    async listPaymentMethods(lang: string): Promise<PaymentMethodRow[]> {
      return db.query<PaymentMethodRow>(
        `SELECT id, name, kind, currency,
           trim_scale(deposit_min)::text AS deposit_min, trim_scale(deposit_max)::text AS deposit_max,
           trim_scale(deposit_fee_percent)::text AS deposit_fee_percent, deposit_time,
           trim_scale(withdrawal_min)::text AS withdrawal_min, trim_scale(withdrawal_max)::text AS withdrawal_max,
           trim_scale(withdrawal_fee_percent)::text AS withdrawal_fee_percent, withdrawal_time
         FROM content_payment_method WHERE lang = $1 ORDER BY position`,
        [lang],
      );
    },

    /** Footer columns with their links; a column without links comes as one row with null link fields. */
    async listFooterLinks(lang: string): Promise<FooterLinkRow[]> {
      return db.query<FooterLinkRow>(
        `SELECT c.slug AS column_slug, c.title AS column_title, l.label, l.href
         FROM content_footer_column c
         LEFT JOIN content_footer_link l ON l.column_slug = c.slug AND l.lang = c.lang
         WHERE c.lang = $1
         ORDER BY c.position, l.position`,
        [lang],
      );
    },

    async findFooterMeta(lang: string): Promise<FooterMetaRow | undefined> {
      const rows = await db.query<FooterMetaRow>(
        `SELECT regulator, licence_number, licence_text, age_limit, responsible_text, responsible_href,
           copyright_holder
         FROM content_footer_meta WHERE lang = $1`,
        [lang],
      );
      return rows[0];
    },

    async listSocialLinks(lang: string): Promise<NamedLinkRow[]> {
      return db.query<NamedLinkRow>(
        'SELECT network AS name, label, href FROM content_social_link WHERE lang = $1 ORDER BY position',
        [lang],
      );
    },

    async listAppLinks(lang: string): Promise<NamedLinkRow[]> {
      return db.query<NamedLinkRow>(
        'SELECT platform AS name, label, href FROM content_app_link WHERE lang = $1 ORDER BY position',
        [lang],
      );
    },

    async listBottomNavItems(lang: string): Promise<BottomNavRow[]> {
      return db.query<BottomNavRow>(
        `SELECT id, label, href, route_prefixes, audience FROM content_bottom_nav_item
         WHERE lang = $1 ORDER BY position`,
        [lang],
      );
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
