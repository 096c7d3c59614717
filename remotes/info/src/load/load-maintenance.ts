import { contentLanguageFor } from '@betfront/contract/content';
import { dictionaryAnswerSchema, siteConfigSchema } from '@betfront/contract';
import { createTranslate } from '@betfront/remote-kit';
import { z } from 'zod/mini';
import type { Fetcher } from '@betfront/remote-kit';
import { fetchParsed } from '../api/fetch-content';
import type { MaintenanceNotice } from '../info-data';

const maintenanceConfigSchema = z.pick(siteConfigSchema, { maintenance: true });

/**
 * The maintenance notice: its texts are Russian for az, kz, ua and ru and English otherwise, whatever the
 * page language, and its start and end come from the site config.
 */
export async function loadMaintenanceNotice(fetcher: Fetcher, lng: string): Promise<MaintenanceNotice | null> {
  const noticeLanguage = contentLanguageFor(lng);
  const [config, dictionary] = await Promise.all([
    fetchParsed(fetcher, `/bff-api/config/all.json?lang=${encodeURIComponent(lng)}`, maintenanceConfigSchema),
    fetchParsed(fetcher, `/bff-api/dictionaries/${noticeLanguage}?ids=info`, dictionaryAnswerSchema),
  ]);
  if (!config || !dictionary) return null;
  const t = createTranslate(dictionary.entries);
  const timeKeys = ['info.maintenance.started', 'info.maintenance.ended'];
  return {
    title: t('info.maintenance.title'),
    text: t('info.maintenance.text'),
    language: noticeLanguage,
    timeTexts: Object.fromEntries(timeKeys.map((key) => [key, dictionary.entries[key] ?? key])),
    startedAt: config.maintenance.started_at,
    endedAt: config.maintenance.ended_at,
  };
}
