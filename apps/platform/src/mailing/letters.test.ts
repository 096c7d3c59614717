import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { LETTER_NAMES, TEXT_MESSAGE_NAMES } from './letters';

const dictionary = async (language: string): Promise<Record<string, string>> =>
  JSON.parse(await readFile(new URL(`../dictionaries/data/letters/${language}.json`, import.meta.url), 'utf8'));
const placesOf = (text: string | undefined) => [...(text ?? '').matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the letters dictionary', () => {
  it('has every letter and text message in Russian and English with the same places to fill', async () => {
    const [ru, en] = await Promise.all([dictionary('ru'), dictionary('en')]);
    const keys = [
      ...LETTER_NAMES.flatMap((name) => [`letters.${name}.subject`, `letters.${name}.text`]),
      ...TEXT_MESSAGE_NAMES.map((name) => `letters.${name}.sms`),
    ];
    for (const key of keys) {
      expect(ru[key], key).toBeTruthy();
      expect(en[key], key).toBeTruthy();
      expect(placesOf(ru[key]), key).toEqual(placesOf(en[key]));
      expect(ru[key], key).toMatch(/[а-яё]/i);
    }
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
  });
});
