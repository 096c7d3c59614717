import { configGroupsQuerySchema, siteConfigQuerySchema } from '@betfront/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { countryFromRequest } from '../http/country-header';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { buildConfigGroups, configGroupsMaxAge, isConfigGroupName } from './config-groups';
import { loadSiteConfig } from './site-config-service';

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function configRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.get('/bff-api/config/all.json', async (request, reply) => {
      const query = parseInput(siteConfigQuerySchema, request.query, 'query');
      const config = await loadSiteConfig(db, {
        lang: query.lang,
        countryCode: countryFromRequest(request),
        nowSeconds: nowSeconds(),
      });
      return reply.header('cache-control', 'no-cache').send(config);
    });

    app.get('/bff-api/config/group/get', async (request, reply) => {
      const query = parseInput(configGroupsQuerySchema, request.query, 'query');
      const unknown = query.groups.filter((name) => !isConfigGroupName(name));
      if (unknown.length > 0) throw new HttpError(400, 'unknown_group', `Unknown config groups: ${unknown.join(', ')}`);
      const names = [...new Set(query.groups.filter(isConfigGroupName))];
      const config = await loadSiteConfig(db, {
        lang: query.lang,
        countryCode: countryFromRequest(request),
        nowSeconds: nowSeconds(),
      });
      const maxAge = configGroupsMaxAge(`${names.join(',')}:${config.lang}`);
      return reply
        .header('cache-control', `public, max-age=${maxAge}`)
        .header('vary', 'x-country-code')
        .send(buildConfigGroups(config, names));
    });
  };
}
