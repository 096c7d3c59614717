import { errorBodySchema } from '@betfront/contract';
import { bonusRuleSchema, bonusRulesAnswerSchema } from '@betfront/contract/bonuses';
import { describe, expect, it } from 'vitest';
import { runAdmin, supportAppOfFile } from '../support/support-test-helpers';

const platform = supportAppOfFile();
const get = (url: string) => platform.app.inject({ url });

describe('public bonus rules', () => {
  it('lists the published offers with their caps in every currency, in the reader’s language', async () => {
    const en = bonusRulesAnswerSchema.parse((await get('/web-api/bonus-rules?lang=en')).json());
    const ru = bonusRulesAnswerSchema.parse((await get('/web-api/bonus-rules?lang=ru')).json());
    const sport = en.rules.find((rule) => rule.code === 'welcome-sport');
    expect(sport).toMatchObject({ title: 'Welcome sport bonus', wagerMultiplier: '5.00', minCoef: '1.50' });
    expect(sport?.caps.RUB).toBe('15000.00');
    expect(ru.rules.find((rule) => rule.code === 'welcome-sport')?.title).toBe('Приветственный бонус на спорт');
    const one = bonusRuleSchema.parse((await get('/web-api/bonus-rules/welcome-sport?lang=en')).json());
    expect(one).toEqual(sport);
  });

  it('shows no draft offer and answers bad input with a named 4xx', async () => {
    await runAdmin(platform.db, 'bonusOfferCreate', {
      code: 'draft-offer',
      kind: 'deposit',
      titleRu: 'Черновик',
      titleEn: 'Draft',
      rulesRu: 'Правила.',
      rulesEn: 'Rules.',
      percent: 50,
      caps: { RUB: '1000' },
      wagerMultiplier: 10,
      minCoef: 1.5,
      validDays: 7,
    });
    const listed = bonusRulesAnswerSchema.parse((await get('/web-api/bonus-rules?lang=en')).json());
    expect(listed.rules.some((rule) => rule.code === 'draft-offer')).toBe(false);
    const draft = await get('/web-api/bonus-rules/draft-offer?lang=en');
    expect(draft.statusCode).toBe(404);
    expect(errorBodySchema.parse(draft.json()).error.code).toBe('bonus_offer_not_found');
    for (const url of [
      '/web-api/bonus-rules',
      '/web-api/bonus-rules?lang=english',
      '/web-api/bonus-rules/Bad_Code?lang=en',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(errorBodySchema.parse(response.json()).error.code).toBe('invalid_request');
    }
  });
});
