import { z } from 'zod';
import {
  bottomNavAnswerSchema,
  cashTerminalsAnswerSchema,
  contentLanguageFor,
  contentPageSchema,
  contentSectionSchema,
  footerAnswerSchema,
  paymentMethodsAnswerSchema,
  ruleChapterAnswerSchema,
  ruleGroupSchema,
  rulesIndexSchema,
} from '@betfront/contract/content';
import type {
  BottomNavAnswer,
  CashTerminalsAnswer,
  ContentPage,
  FooterAnswer,
  FooterColumn,
  PaymentLimits,
  PaymentMethodsAnswer,
  RuleChapterAnswer,
  RuleGroup,
  RulesIndex,
} from '@betfront/contract/content';
import type { ContentRepository, RuleChapterRow } from './content-repository';

const sectionsSchema = z.array(contentSectionSchema);

function limits(min: string | null, max: string | null, fee: string | null, time: string | null): PaymentLimits | null {
  if (min === null || max === null || fee === null || time === null) return null;
  return { min, max, feePercent: fee, processingTime: time };
}

function chapterOf(row: RuleChapterRow) {
  return { slug: row.slug, title: row.title, sections: sectionsSchema.parse(row.sections) };
}

/**
 * Builds the content answers in the language a site language reads; every answer is checked against its
 * contract schema, so a bad stored text fails here and never reaches a page. `null` means nothing is stored.
 */
export function createContentService(repository: ContentRepository, now: () => Date = () => new Date()) {
  return {
    async page(slug: string, siteLang: string): Promise<ContentPage | null> {
      const row = await repository.findPage(slug, contentLanguageFor(siteLang));
      if (!row) return null;
      return contentPageSchema.parse({ ...row, lang: contentLanguageFor(siteLang) });
    },

    async rulesIndex(siteLang: string): Promise<RulesIndex> {
      const lang = contentLanguageFor(siteLang);
      const [groups, chapters] = await Promise.all([
        repository.listRuleGroups(lang),
        repository.listRuleChapters(lang),
      ]);
      return rulesIndexSchema.parse({
        groups: groups.map((group) => ({
          ...group,
          chapters: chapters
            .filter((chapter) => chapter.group_slug === group.slug)
            .map((chapter) => ({ slug: chapter.slug, title: chapter.title })),
        })),
      });
    },

    async ruleGroup(groupSlug: string, siteLang: string): Promise<RuleGroup | null> {
      const lang = contentLanguageFor(siteLang);
      const group = await repository.findRuleGroup(groupSlug, lang);
      if (!group) return null;
      const chapters = await repository.listRuleChapters(lang, groupSlug);
      return ruleGroupSchema.parse({ ...group, chapters: chapters.map(chapterOf) });
    },

    async ruleChapter(groupSlug: string, chapterSlug: string, siteLang: string): Promise<RuleChapterAnswer | null> {
      const lang = contentLanguageFor(siteLang);
      const group = await repository.findRuleGroup(groupSlug, lang);
      if (!group) return null;
      const chapters = await repository.listRuleChapters(lang, groupSlug);
      const chapter = chapters.find((row) => row.slug === chapterSlug);
      if (!chapter) return null;
      return ruleChapterAnswerSchema.parse({
        group: { ...group, chapters: chapters.map((row) => ({ slug: row.slug, title: row.title })) },
        chapter: chapterOf(chapter),
      });
    },

    async cashTerminals(siteLang: string, city?: string): Promise<CashTerminalsAnswer> {
      const lang = contentLanguageFor(siteLang);
      const [cities, terminals] = await Promise.all([
        repository.listCities(lang),
        repository.listCashTerminals(lang, city),
      ]);
      return cashTerminalsAnswerSchema.parse({
        cities: cities.map((row) => ({ slug: row.slug, name: row.name })),
        terminals: terminals.map((row) => ({
          id: row.id,
          city: row.city_slug,
          cityName: row.city_name,
          address: row.address,
          hours: row.hours,
          landmark: row.landmark,
        })),
      });
    },

    async paymentMethods(siteLang: string): Promise<PaymentMethodsAnswer> {
      const rows = await repository.listPaymentMethods(contentLanguageFor(siteLang));
      return paymentMethodsAnswerSchema.parse({
        methods: rows.map((row) => ({
          id: row.id,
          name: row.name,
          kind: row.kind,
          currency: row.currency,
          deposit: limits(row.deposit_min, row.deposit_max, row.deposit_fee_percent, row.deposit_time),
          withdrawal: limits(row.withdrawal_min, row.withdrawal_max, row.withdrawal_fee_percent, row.withdrawal_time),
        })),
      });
    },

    async footer(siteLang: string): Promise<FooterAnswer | null> {
      const lang = contentLanguageFor(siteLang);
      const [linkRows, meta, socialLinks, appLinks, methods] = await Promise.all([
        repository.listFooterLinks(lang),
        repository.findFooterMeta(lang),
        repository.listSocialLinks(lang),
        repository.listAppLinks(lang),
        repository.listPaymentMethods(lang),
      ]);
      if (!meta) return null;
      const columns: FooterColumn[] = [];
      for (const row of linkRows) {
        let column = columns.at(-1);
        if (column?.id !== row.column_slug) {
          column = { id: row.column_slug, title: row.column_title, links: [] };
          columns.push(column);
        }
        if (row.label !== null && row.href !== null) column.links.push({ label: row.label, href: row.href });
      }
      return footerAnswerSchema.parse({
        columns,
        licence: { regulator: meta.regulator, number: meta.licence_number, text: meta.licence_text },
        ageLimit: meta.age_limit,
        responsibleGaming: { text: meta.responsible_text, href: meta.responsible_href },
        socialLinks: socialLinks.map((row) => ({ network: row.name, label: row.label, href: row.href })),
        appLinks: appLinks.map((row) => ({ platform: row.name, label: row.label, href: row.href })),
        paymentLogos: methods.map((row) => ({ id: row.id, name: row.name })),
        copyrightHolder: meta.copyright_holder,
        year: now().getUTCFullYear(),
      });
    },

    async bottomNav(siteLang: string): Promise<BottomNavAnswer> {
      const rows = await repository.listBottomNavItems(contentLanguageFor(siteLang));
      return bottomNavAnswerSchema.parse({
        items: rows.map((row) => ({
          id: row.id,
          label: row.label,
          href: row.href,
          routePrefixes: row.route_prefixes
            .split(',')
            .map((prefix) => prefix.trim())
            .filter((prefix) => prefix !== ''),
          audience: row.audience,
        })),
      });
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
