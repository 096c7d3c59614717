import { personalDataBodySchema } from '@betfront/contract/user-config';
import type { FastifyInstance } from 'fastify';
import { readAccountData } from '../accounts/account-service';
import { requirePlayer } from '../accounts/require-player';
import { refuseWhileTermsChanged } from '../accounts/terms-gate';
import type { Database, Queryable } from '../db/database';
import { parseInput } from '../http/parse-input';
import { requireSecureGrant } from '../secure-data/secure-data-service';
import { requirePlayer as requireSession } from '../security/require-player';
import { mergeScalarSettings } from '../settings/scalar-settings';
import { readStoredScalarSettings } from '../settings/scalar-settings-repository';
import { buildUserConfig } from './build-user-config';
import { menuCategories } from './office-menu';
import { checkPersonalDates } from './personal-data-rules';
import { findUserConfigRow, updatePersonalData } from './user-config-repository';

async function readUserConfig(db: Queryable, userId: number) {
  const [row, stored] = await Promise.all([findUserConfigRow(db, userId), readStoredScalarSettings(db)]);
  if (!row) throw new Error(`the player ${userId} of a live session has no row`);
  const scalars = mergeScalarSettings(stored);
  return { config: buildUserConfig(row, scalars.refId), scalars };
}

/** The user config, the personal data form and the office menu. */
export function userConfigRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get('/web-api/user/config', async (request) => {
      const user = await requirePlayer(db, request);
      return { result: (await readUserConfig(db, user.id)).config };
    });

    app.post('/web-api/user/personal-data', async (request, reply) => {
      const { user, sessionHash } = await requireSession(db, request);
      const body = parseInput(personalDataBodySchema, request.body, 'body');
      checkPersonalDates(body, new Date());
      if (await refuseWhileTermsChanged(db, user, reply)) return reply;
      // The form carries the secure data, so saving it needs the grant its reading needed.
      await requireSecureGrant(db, request, sessionHash);
      await updatePersonalData(db, user.id, body);
      return { result: (await readUserConfig(db, user.id)).config };
    });

    app.get('/web-api/office/menu', async (request) => {
      const user = await requirePlayer(db, request);
      const [{ config, scalars }, accounts] = await Promise.all([
        readUserConfig(db, user.id),
        readAccountData(db, user.id),
      ]);
      return {
        menuCategories: menuCategories(scalars.isIdentificationEnabled),
        menuUserData: {
          user_id: user.id,
          name: config.user_data.name,
          surname: config.user_data.surname,
          user_msg_count: config.user_msg_count,
          protection_level: config.protection_level,
          active_account: accounts.all_accounts.find((account) => account.id === accounts.active_account_id) ?? null,
        },
      };
    });
  };
}
