import { officeSettingBodySchema } from '@betfront/contract/office-settings';
import type { OfficeSettingSaved, OfficeSettingsAnswer } from '@betfront/contract/office-settings';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database';
import { dictionaryText } from '../dictionaries/dictionary-text';
import { parseInput } from '../http/parse-input';
import { requireSessionPlayer } from '../session/session-player';
import { readOfficeSettings, saveOfficeSetting } from './office-settings';

const languageQuery = z.object({ lng: z.enum(['ru', 'en']).default('en') });

/** The office settings (account §3 "Office settings response"): read them, save one by id and value. */
export function officeSettingsRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get('/web-api/office/settings', async (request): Promise<OfficeSettingsAnswer> => {
      const user = await requireSessionPlayer(db, request);
      return readOfficeSettings(db, user);
    });

    app.post('/web-api/office/settings', async (request): Promise<OfficeSettingSaved> => {
      const user = await requireSessionPlayer(db, request);
      const { lng } = parseInput(languageQuery, request.query, 'query');
      const setting = parseInput(officeSettingBodySchema, request.body, 'body');
      await db.transaction((tx) => saveOfficeSetting(tx, user, setting));
      return {
        success: true,
        message: await dictionaryText('office-settings', lng, 'office-settings.saved'),
        settings: await readOfficeSettings(db, user),
      };
    });
  };
}
