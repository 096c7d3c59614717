import { describe, expect, it } from 'vitest';
import { listDictionaryIds, readDictionary } from './dictionary-store';

/**
 * A text that describes a page to come ("… appears here", "listed here once you earn them") instead of saying what
 * is true now.
 */
const PLACEHOLDER = {
  en: /\b(?:appears?|opens?|shows?|be shown|(?:be|is|are) listed|listed|kept) here\b|\bwill (?:be )?(?:listed|shown|show|appear)\b|\bonce you\b|\bas soon as\b|\bcome back later\b/i,
  ru: /здесь\s+(?:появ|откро|будут?\s|будет показан|будут показан)|(?:появ|откро|показан|видн)\p{L}*\s+здесь|(?:появ|видн)\p{L}*\s+в\s+этом\s+списке|как\s+только|загляните\s+позже/iu,
} as const;

describe('dictionary texts', async () => {
  const ids = await listDictionaryIds();

  it.each(ids)('%s says what is there now, not what will appear', async (id) => {
    const found: string[] = [];
    for (const lng of ['en', 'ru'] as const) {
      const texts = (await readDictionary(id, lng)) ?? {};
      for (const [key, text] of Object.entries(texts)) {
        if (PLACEHOLDER[lng].test(text)) found.push(`${lng} ${key}: ${text}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('matches the phrases it guards against', () => {
    for (const text of [
      'Top events appear here',
      'The form opens here',
      'Matches will be shown here.',
      'The promo codes you activate will be listed here with what they gave.',
      'Rewards are listed here once you earn them.',
      'Your favourite games are kept for you once you log in.',
      'As soon as the operator publishes a news item, it is listed here.',
      'See all promotions or come back later.',
      'The bonus and its wagering will show here.',
    ]) {
      expect(PLACEHOLDER.en.test(text), text).toBe(true);
    }
    for (const text of [
      'Здесь появятся главные события',
      'Лотереи появятся здесь, как только…',
      'Каждая студия будет показана здесь',
      'Скоро здесь откроется наш сайт.',
      'Здесь будут личные предложения оператора.',
      'После входа здесь будут ваши избранные игры.',
      'Награды появятся в этом списке, когда вы их получите.',
      'Как только оператор опубликует новость, она появится.',
      'Друзья всё равно будут видны здесь.',
      'Посмотрите все акции или загляните позже.',
    ]) {
      expect(PLACEHOLDER.ru.test(text), text).toBe(true);
    }
    for (const text of [
      'No top events right now. See the whole line.',
      'You have no personal offers right now. See current promotions.',
      'Open coupons belong to your account: log in to see them.',
    ]) {
      expect(PLACEHOLDER.en.test(text), text).toBe(false);
    }
    for (const text of [
      'Сейчас нет топовых событий. Посмотрите всю линию.',
      'Сейчас у вас нет личных предложений. Действующие акции открыты для всех игроков.',
      'Избранные игры хранятся в вашем аккаунте: войдите, чтобы их увидеть.',
    ]) {
      expect(PLACEHOLDER.ru.test(text), text).toBe(false);
    }
  });
});
