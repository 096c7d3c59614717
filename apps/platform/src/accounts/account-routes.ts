import {
  convertMainBodySchema,
  currenciesQuerySchema,
  currencyActionBodySchema,
  setActiveAccountBodySchema,
} from '@betfront/contract/accounts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { parseInput } from '../http/parse-input';
import {
  addCurrencyAccount,
  convertMainAccount,
  readAccountData,
  readConvertStatus,
  removeCurrencyAccount,
  setActiveAccount,
} from './account-service';
import { listCurrencies } from './currency-repository';
import { requirePlayer } from './require-player';
import { refuseWhileTermsChanged } from './terms-gate';

/** The player's accounts: list, the active one, currency accounts opened and closed, the main account converted. */
export function accountRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get('/web-api/user/accounts', async (request) => {
      const user = await requirePlayer(db, request);
      return readAccountData(db, user.id);
    });

    app.post('/web-api/user/accounts/active', async (request, reply) => {
      const user = await requirePlayer(db, request);
      const body = parseInput(setActiveAccountBodySchema, request.body, 'body');
      if (await refuseWhileTermsChanged(db, user, reply)) return reply;
      return setActiveAccount(db, user.id, body.id);
    });

    app.get('/web-api/office/account/currencies', async (request) => {
      await requirePlayer(db, request);
      const query = parseInput(currenciesQuerySchema, request.query, 'query');
      return { currencies: await listCurrencies(db, query.lng) };
    });

    app.post('/web-api/office/account/currency/add', async (request, reply) => {
      const user = await requirePlayer(db, request);
      const body = parseInput(currencyActionBodySchema, request.body, 'body');
      if (await refuseWhileTermsChanged(db, user, reply)) return reply;
      return { data: { message: await addCurrencyAccount(db, user.id, body.currency_id) } };
    });

    app.post('/web-api/office/account/currency/remove', async (request, reply) => {
      const user = await requirePlayer(db, request);
      const body = parseInput(currencyActionBodySchema, request.body, 'body');
      if (await refuseWhileTermsChanged(db, user, reply)) return reply;
      return { data: { message: await removeCurrencyAccount(db, user.id, body.currency_id) } };
    });

    app.get('/web-api/office/account/convert-status', async (request) => {
      const user = await requirePlayer(db, request);
      return readConvertStatus(db, user.id);
    });

    app.post('/web-api/office/account/convert-main', async (request, reply) => {
      const user = await requirePlayer(db, request);
      const body = parseInput(convertMainBodySchema, request.body, 'body');
      if (await refuseWhileTermsChanged(db, user, reply)) return reply;
      return convertMainAccount(db, user.id, body.currency_id);
    });
  };
}
