import { phoneCountriesAnswerSchema, phoneMasksAnswerSchema } from '@betfront/contract/phone';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await createTestApp());
});
afterAll(async () => {
  await app.close();
});

describe('phone lists', () => {
  it('answers the countries with names in the language asked for, sorted by name', async () => {
    const english = phoneCountriesAnswerSchema.parse(
      (await app.inject({ method: 'GET', url: '/web-api/phone/countries?lng=en' })).json(),
    ).countries;
    const russian = phoneCountriesAnswerSchema.parse(
      (await app.inject({ method: 'GET', url: '/web-api/phone/countries?lng=ru' })).json(),
    ).countries;
    expect(english.length).toBeGreaterThanOrEqual(30);
    expect(english.find((country) => country.country_code === 'RU')).toEqual({
      id: 643,
      name: 'Russia',
      country_code: 'RU',
      tel_code: '7',
      phoneCode: '+7',
      code: 'ru',
    });
    expect(english.find((country) => country.country_code === 'UA')).toMatchObject({ phoneCode: '+380', code: 'ua' });
    expect(russian.find((country) => country.country_code === 'RU')?.name).toBe('Россия');
    const names = english.map((country) => country.name);
    expect(names).toEqual([...names].sort((left, right) => left.localeCompare(right, 'en')));
    for (const code of ['KZ', 'UA', 'BY', 'UZ', 'AZ', 'GB', 'US', 'DE', 'TR', 'IN', 'BR']) {
      expect(english.some((country) => country.country_code === code)).toBe(true);
    }
  });

  it('falls back to English names for a language without its own', async () => {
    const answer = await app.inject({ method: 'GET', url: '/web-api/phone/countries?lng=de' });
    expect(answer.statusCode).toBe(200);
    expect(phoneCountriesAnswerSchema.parse(answer.json()).countries.some((c) => c.name === 'Germany')).toBe(true);
  });

  it('refuses a malformed language with a 400', async () => {
    const answer = await app.inject({ method: 'GET', url: '/web-api/phone/countries?lng=english' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe('invalid_request');
  });

  it('answers one mask per country, each with as many digits as its maximum', async () => {
    const countries = phoneCountriesAnswerSchema.parse(
      (await app.inject({ method: 'GET', url: '/web-api/phone/countries' })).json(),
    ).countries;
    const { masks } = phoneMasksAnswerSchema.parse(
      (await app.inject({ method: 'GET', url: '/web-api/phone/masks' })).json(),
    );
    expect(masks.map((mask) => mask.CountryId).sort()).toEqual(countries.map((country) => country.id).sort());
    for (const mask of masks) {
      expect(mask.Mask.replace(/[^#]/g, '').length).toBe(mask.Max);
      expect(mask.Min).toBeLessThanOrEqual(mask.Max);
    }
  });
});
