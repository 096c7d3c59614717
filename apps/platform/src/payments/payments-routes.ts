import { paymentMethodsQuerySchema, paymentRequestBodySchema, paymentsQuerySchema } from '@betfront/contract/payments';
import type { PaymentDirection } from '@betfront/contract/payments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database';
import { countryFromRequest } from '../http/country-header';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { requireSessionPlayer } from '../session/session-player';
import { createDeposit } from './create-deposit';
import type { PaymentProvider, ReturnUrls } from './payment-provider';
import { depositedMethodCodes, listPaymentMethods } from './payment-methods-repository';
import { readPaymentSettings } from './payment-settings';
import { countPayments, findPayment, listPayments, publicPayment } from './payments-repository';
import { requestWithdrawal } from './request-withdrawal';
import { cancelWithdrawal } from './withdrawal-decisions';

const paymentParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'a payment id') });

function returnUrlsOf(request: FastifyRequest, language: string) {
  return (paymentId: string): ReturnUrls => {
    const page = (outcome: string) =>
      `${request.protocol}://${request.host}/${language}/onpay/${outcome}?paymentId=${paymentId}`;
    return { success: page('success'), fail: page('fail'), pending: page('pending'), cancel: page('cancel') };
  };
}

/** The methods the player may use now: for a withdrawal under the "deposited" rule, those they deposited with. */
async function methodsOpenTo(db: Database, userId: number, currencyIso: string, direction: PaymentDirection) {
  const methods = await listPaymentMethods(db, currencyIso, direction);
  if (direction === 'deposit' || (await readPaymentSettings(db)).withdrawalMethodRule === 'any') return methods;
  const deposited = await depositedMethodCodes(db, userId, currencyIso);
  return methods.filter((method) => deposited.includes(method.code));
}

async function accountOf(db: Database, userId: number, accountId: number | undefined) {
  const rows = await db.query<{ id: number; currencyIso: string }>(
    `select a.id, c.iso as "currencyIso" from accounts a join currencies c on c.id = a.currency_id
     where a.user_id = $1 and a.type in (0, 9) and (a.id = $2 or ($2::int is null and a.type = 0))`,
    [userId, accountId ?? null],
  );
  const account = rows[0];
  if (!account) throw new HttpError(404, 'account_not_found', `You have no account ${accountId ?? ''}`.trim());
  return account;
}

/** The player's side of payments: methods, deposits, withdrawals and their states. */
export function paymentsRoutes(db: Database, provider: PaymentProvider | null) {
  const requireProvider = (): PaymentProvider => {
    if (!provider) throw new HttpError(503, 'payments_unavailable', 'Payments are not taken at the moment');
    return provider;
  };

  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get('/web-api/payments/methods', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const query = parseInput(paymentMethodsQuerySchema, request.query, 'query');
      const account = await accountOf(db, user.id, query.accountId);
      return {
        accountId: account.id,
        currencyIso: account.currencyIso,
        methods: await methodsOpenTo(db, user.id, account.currencyIso, query.direction),
      };
    });

    app.post('/web-api/payments/deposits', async (request, reply) => {
      const user = await requireSessionPlayer(db, request);
      const body = parseInput(paymentRequestBodySchema, request.body, 'body');
      const answer = await createDeposit(db, requireProvider(), {
        userId: user.id,
        body,
        countryCode: countryFromRequest(request),
        returnUrlsOf: returnUrlsOf(request, body.language ?? 'ru'),
      });
      return reply.status(201).send(answer);
    });

    app.post('/web-api/payments/withdrawals', async (request, reply) => {
      const user = await requireSessionPlayer(db, request);
      const body = parseInput(paymentRequestBodySchema, request.body, 'body');
      const payment = await requestWithdrawal(db, {
        userId: user.id,
        body,
        countryCode: countryFromRequest(request),
        provider: requireProvider().name,
      });
      return reply.status(201).send({ payment });
    });

    app.post('/web-api/payments/withdrawals/:id/cancel', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const { id } = parseInput(paymentParams, request.params, 'path');
      return { payment: await cancelWithdrawal(db, user.id, id) };
    });

    app.get('/web-api/payments/:id', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const { id } = parseInput(paymentParams, request.params, 'path');
      const payment = await findPayment(db, id);
      if (!payment || payment.userId !== user.id)
        throw new HttpError(404, 'payment_not_found', `You have no payment ${id}`);
      return { payment: publicPayment(payment) };
    });

    app.get('/web-api/payments', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const query = parseInput(paymentsQuerySchema, request.query, 'query');
      if (query.from && query.to && query.from > query.to) {
        throw new HttpError(400, 'invalid_request', 'The period starts after it ends');
      }
      const filter = {
        userId: user.id,
        direction: query.direction,
        status: query.status,
        from: query.from,
        to: query.to,
      };
      const page = { offset: (query.page - 1) * query.limit, limit: query.limit };
      const [payments, total] = await Promise.all([listPayments(db, filter, page), countPayments(db, filter)]);
      return { payments: payments.map(publicPayment), total };
    });
  };
}
