import { mailingPreferencesSchema, unsubscribeBodySchema } from '@betfront/contract/mailing';
import type { MailingSettingsAnswer } from '@betfront/contract/mailing';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { requireSessionPlayer } from '../session/session-player';
import type { UserRecord } from '../session/user-repository';
import { readPreferences, savePreferences, unsubscribeByToken } from './mailing-repository';

async function settingsOf(db: Database, user: UserRecord): Promise<MailingSettingsAnswer> {
  return {
    preferences: await readPreferences(db, user.id),
    has_email: user.email !== null,
    has_phone: user.phone !== null,
  };
}

/** The player's mailing switches, and the news letters' one-click unsubscribe link. */
export function mailingRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get('/web-api/mailing-settings', async (request) => settingsOf(db, await requireSessionPlayer(db, request)));

    app.put('/web-api/mailing-settings', async (request) => {
      const user = await requireSessionPlayer(db, request);
      await savePreferences(db, user.id, parseInput(mailingPreferencesSchema, request.body, 'body'));
      return settingsOf(db, user);
    });

    app.post('/web-api/mailing/unsubscribe', async (request) => {
      const { token } = parseInput(unsubscribeBodySchema, request.body, 'body');
      if (!(await unsubscribeByToken(db, token))) {
        throw new HttpError(404, 'unsubscribe_link_unknown', 'This unsubscribe link names no subscription');
      }
      return { news_email: false };
    });
  };
}
