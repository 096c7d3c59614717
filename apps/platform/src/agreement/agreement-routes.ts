import { agreementConfirmBodySchema } from '@betfront/contract/agreement';
import type { AgreementStatus } from '@betfront/contract/agreement';
import type { FastifyInstance } from 'fastify';
import { requirePlayer } from '../accounts/require-player';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { mergeScalarSettings } from '../settings/scalar-settings';
import { readStoredScalarSettings } from '../settings/scalar-settings-repository';
import { acceptTerms, findTermsAcceptance } from './agreement-repository';
import { takeReturnTarget } from './return-target';

const BASE = '/web-api/api-v3/v2/user/agreement-rules';

async function readStatus(db: Queryable, userId: number): Promise<AgreementStatus> {
  const [acceptance, stored] = await Promise.all([findTermsAcceptance(db, userId), readStoredScalarSettings(db)]);
  const { termsVersion } = mergeScalarSettings(stored);
  return { result: acceptance.version >= termsVersion, updatedAt: acceptance.acceptedAt, version: termsVersion };
}

/** Whether the player accepted the current terms, and the confirmation of them. */
export function agreementRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(`${BASE}/status`, async (request) => {
      const user = await requirePlayer(db, request);
      return readStatus(db, user.id);
    });

    app.post(`${BASE}/confirm`, async (request, reply) => {
      const user = await requirePlayer(db, request);
      const body = parseInput(agreementConfirmBodySchema, request.body, 'body');
      const status = await db.transaction(async (tx) => {
        const { version } = await readStatus(tx, user.id);
        if (body.version !== version) {
          throw new HttpError(409, 'terms_outdated', `The terms are now at version ${version}: read them again`);
        }
        await acceptTerms(tx, user.id, version);
        return readStatus(tx, user.id);
      });
      return { ...status, returnTo: takeReturnTarget(request, reply) };
    });
  };
}
