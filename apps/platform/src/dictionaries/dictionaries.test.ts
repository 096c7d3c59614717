import { dictionaryIdSchema } from '@betfront/contract';
import { describe, expect, it } from 'vitest';
import { listDictionaryIds, readDictionary } from './dictionary-store';

const REQUIRED_COMMON_KEYS = [
  'main_query_error',
  'main_error',
  'main_done',
  'main_ok',
  'main_dictionary_load_error',
  'main_dictionary_refresh_page',
  'main_page_refresh_button',
];

describe('dictionary files', async () => {
  const ids = await listDictionaryIds();

  it('include common', () => {
    expect(ids).toContain('common');
  });

  it.each(ids)('%s has Russian and English with the same keys and non-empty texts', async (id) => {
    expect(dictionaryIdSchema.safeParse(id).success).toBe(true);
    const ru = await readDictionary(id, 'ru');
    const en = await readDictionary(id, 'en');
    expect(ru, `${id}/ru.json`).not.toBeNull();
    expect(en, `${id}/en.json`).not.toBeNull();
    expect(Object.keys(ru ?? {}).sort()).toEqual(Object.keys(en ?? {}).sort());
    for (const text of [...Object.values(ru ?? {}), ...Object.values(en ?? {})]) expect(text.trim()).not.toBe('');
  });

  it('common has the keys the error catalogue names', async () => {
    const common = await readDictionary('common', 'en');
    for (const key of REQUIRED_COMMON_KEYS) expect(common).toHaveProperty(key);
  });
});
