import { describe, expect, it } from 'vitest';
import { listDictionaryIds, readDictionary } from './dictionary-store';

/** A text that describes a page to come ("… appears here") instead of saying what is true now. */
const PLACEHOLDER = {
  en: /\b(?:appears?|opens?|be shown) here\b/i,
  ru: /здесь\s+(?:появ|откро|будет показан|будут показан)|(?:появ|откро|показан)\p{L}*\s+здесь/iu,
} as const;

/** Texts that tell players how to fill a list of their own, so "it will appear here" is the instruction itself. */
const OWN_LIST_TEXTS: Readonly<Record<string, string>> = {
  'betting.empty.favorites.text': 'the player stars events to fill their favourites',
  'casino-lobby.favorites.none.text': 'the player marks games with the heart to fill their favourites',
  'bonuses.none.text': 'the player takes a bonus or enters a promo code to start their bonus list',
  'bonuses.promo.history.none.text': 'the promo codes the player activates themselves',
  'bonuses.wager.none.text': 'the wagering of the bonus the player has taken',
};

describe('dictionary texts', async () => {
  const ids = await listDictionaryIds();

  it.each(ids)('%s says what is there now, not what will appear', async (id) => {
    const found: string[] = [];
    for (const lng of ['en', 'ru'] as const) {
      const texts = (await readDictionary(id, lng)) ?? {};
      for (const [key, text] of Object.entries(texts)) {
        if (PLACEHOLDER[lng].test(text) && !(key in OWN_LIST_TEXTS)) found.push(`${lng} ${key}: ${text}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('matches the phrases it guards against', () => {
    expect(PLACEHOLDER.en.test('Top events appear here')).toBe(true);
    expect(PLACEHOLDER.en.test('The form opens here')).toBe(true);
    expect(PLACEHOLDER.en.test('Matches will be shown here.')).toBe(true);
    expect(PLACEHOLDER.ru.test('Здесь появятся главные события')).toBe(true);
    expect(PLACEHOLDER.ru.test('Лотереи появятся здесь, как только…')).toBe(true);
    expect(PLACEHOLDER.ru.test('Каждая студия будет показана здесь')).toBe(true);
    expect(PLACEHOLDER.ru.test('Скоро здесь откроется наш сайт.')).toBe(true);
    expect(PLACEHOLDER.en.test('No top events right now. See the whole line.')).toBe(false);
    expect(PLACEHOLDER.ru.test('Сейчас нет топовых событий. Посмотрите всю линию.')).toBe(false);
  });
});
