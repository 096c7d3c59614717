import { phoneCountriesQuerySchema } from '@betfront/contract/phone';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../http/parse-input';
import { listPhoneCountries, listPhoneMasks } from './phone-service';

const CACHE_FOR_AN_HOUR = 'public, max-age=3600';

/** The phone-country picker's lists: countries with their dialling codes, and the number masks by country. */
export async function phoneRoutes(app: FastifyInstance): Promise<void> {
  app.get('/web-api/phone/countries', async (request, reply) => {
    const { lng } = parseInput(phoneCountriesQuerySchema, request.query, 'query');
    return reply.header('cache-control', CACHE_FOR_AN_HOUR).send({ countries: listPhoneCountries(lng) });
  });

  app.get('/web-api/phone/masks', async (_request, reply) => {
    return reply.header('cache-control', CACHE_FOR_AN_HOUR).send({ masks: listPhoneMasks() });
  });
}
