import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from '../http/http-error';
import type { AdminActionName } from './admin-actions';
import { requireAdminToken } from './admin-auth';
import type { AdminRunOptions } from './run-admin-action';
import { runAdminAction } from './run-admin-action';

type InputOf = (request: FastifyRequest) => unknown;

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const body: InputOf = (request) => request.body;
const query: InputOf = (request) => request.query;
const params: InputOf = (request) => request.params;
const paramsAndBody: InputOf = (request) => ({ ...asRecord(request.body), ...asRecord(request.params) });

/** Method, path, command and where its input comes from. */
const ROUTES: readonly [
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  path: string,
  action: AdminActionName,
  input: InputOf,
][] = [
  ['GET', '/settings', 'settingsShow', query],
  ['PUT', '/settings/:key', 'settingSet', paramsAndBody],
  ['DELETE', '/settings/:key', 'settingUnset', params],
  ['PUT', '/maintenance', 'maintenanceOn', body],
  ['DELETE', '/maintenance', 'maintenanceOff', query],
  ['GET', '/blocks', 'blockList', query],
  ['POST', '/blocks', 'blockAdd', body],
  ['DELETE', '/blocks', 'blockRemove', query],
  ['GET', '/redirects', 'redirectList', query],
  ['POST', '/redirects', 'redirectAdd', body],
  ['DELETE', '/redirects', 'redirectRemove', query],
  ['PUT', '/features/:number', 'featureSwitch', paramsAndBody],
  ['PUT', '/routes/:number', 'routeSwitch', paramsAndBody],
  ['GET', '/fragments', 'fragmentList', query],
  ['POST', '/fragments', 'fragmentAdd', body],
  ['DELETE', '/fragments', 'fragmentRemove', query],
  ['PUT', '/languages/:code', 'languageAdd', paramsAndBody],
  ['DELETE', '/languages/:code', 'languageRemove', params],
  ['PUT', '/brand-book', 'brandSet', body],
  ['DELETE', '/brand-book', 'brandRemove', query],
  ['POST', '/users', 'userCreate', body],
  ['PUT', '/users/:userId/required-transfer', 'transferRequire', paramsAndBody],
  ['GET', '/ledger/verify', 'ledgerVerify', query],
  ['GET', '/partners/report', 'partnerReport', query],
  ['GET', '/analytics/report', 'analyticsReport', query],
  ['POST', '/ledger/adjustments', 'ledgerAdjust', body],
  ['POST', '/prepaid-grants', 'prepaidGrant', body],
  ['POST', '/limits/clock', 'limitClockSet', body],
  ['GET', '/payment-methods', 'paymentMethodList', query],
  ['PUT', '/payment-methods/:currency/:code', 'paymentMethodSet', paramsAndBody],
  ['GET', '/payment-settings', 'paymentSettingsShow', query],
  ['PUT', '/payment-settings/:key', 'paymentSettingSet', paramsAndBody],
  ['GET', '/withdrawals', 'withdrawalList', query],
  ['POST', '/withdrawals/:id/approve', 'withdrawalApprove', params],
  ['POST', '/withdrawals/:id/reject', 'withdrawalReject', paramsAndBody],
  ['GET', '/payment-requests', 'paymentRequestList', query],
  ['POST', '/payment-requests/:id/answers', 'paymentRequestAnswer', paramsAndBody],
  ['POST', '/payment-requests/:id/close', 'paymentRequestClose', params],
  ['PUT', '/users/:userId/team-cash', 'teamCashSet', paramsAndBody],
  ['GET', '/cash-out', 'cashOutShow', query],
  ['PUT', '/cash-out', 'cashOutSet', body],
  ['GET', '/express-boost', 'expressBoostShow', query],
  ['PUT', '/express-boost', 'expressBoostSet', body],
  ['PUT', '/express-boost/limits/:currencyIso', 'expressBoostLimitsSet', paramsAndBody],
  ['GET', '/bonus-offers', 'bonusOfferList', query],
  ['POST', '/bonus-offers', 'bonusOfferCreate', body],
  ['PUT', '/bonus-offers/:code/published', 'bonusOfferPublish', paramsAndBody],
  ['POST', '/bonus-promo-codes', 'bonusPromoCreate', body],
  ['POST', '/special-offers', 'specialOfferCreate', body],
  ['GET', '/casino-tournaments', 'tournamentList', query],
  ['POST', '/casino-tournaments', 'tournamentCreate', body],
  ['POST', '/test/casino-tournaments/:id/end-now', 'tournamentEndNow', params],
  ['PUT', '/casino-promotions/:id', 'casinoPromotionSet', paramsAndBody],
  ['GET', '/casino-cashback-levels', 'cashbackLevelsList', query],
  ['PUT', '/casino-cashback-levels', 'cashbackLevelsSet', body],
  ['GET', '/lotteries', 'lotteryList', query],
  ['PUT', '/lotteries/:slug', 'lotterySet', paramsAndBody],
  ['POST', '/test/lotteries/:slug/draw-now', 'lotteryDrawNow', params],
  ['POST', '/test/virtual/:slug/play-now', 'virtualPlayNow', paramsAndBody],
  ['GET', '/virtual-games', 'virtualList', query],
  ['PUT', '/virtual-games/:slug', 'virtualSet', paramsAndBody],
  ['GET', '/toto/settings', 'totoSettingsShow', query],
  ['PUT', '/toto/settings', 'totoSettingsSet', body],
  ['POST', '/test/toto/play-now', 'totoPlayNow', params],
  ['POST', '/test/users/:userId/casino-rounds/backdate', 'casinoRoundsBackdate', paramsAndBody],
  ['POST', '/test/users/:userId/coupons/backdate', 'settledCouponsBackdate', paramsAndBody],
  ['POST', '/messages', 'messageSend', body],
  ['POST', '/newsletters', 'newsletterSend', body],
  ['GET', '/identification/documents', 'identificationList', query],
  ['GET', '/identification/documents/:id', 'identificationShow', params],
  ['POST', '/identification/documents/:id/decision', 'identificationDecide', paramsAndBody],
  ['GET', '/articles', 'articleList', query],
  ['PUT', '/articles', 'articleSet', body],
  ['PUT', '/articles/:kind/:slug/published', 'articlePublish', paramsAndBody],
  ['GET', '/support/requests', 'supportRequestList', query],
  ['POST', '/support/requests/:id/answers', 'supportRequestAnswer', paramsAndBody],
  ['POST', '/support/requests/:id/close', 'supportRequestClose', params],
  ['GET', '/support/attachments/:id', 'supportAttachmentShow', params],
  ['GET', '/support/callbacks', 'callbackList', query],
  ['POST', '/support/callbacks/:id/schedule', 'callbackSchedule', paramsAndBody],
  ['POST', '/support/callbacks/:id/done', 'callbackDone', paramsAndBody],
  ['POST', '/support/callbacks/:id/cancel', 'callbackCancel', paramsAndBody],
  ['GET', '/block-appeals', 'appealList', query],
  ['POST', '/block-appeals/:id/answer', 'appealAnswer', paramsAndBody],
  ['GET', '/support/chats', 'chatList', query],
  ['POST', '/support/chats/:id/answers', 'chatAnswer', paramsAndBody],
  ['POST', '/support/chats/:id/read', 'chatRead', params],
  ['POST', '/support/chats/:id/close', 'chatClose', params],
];

export const ADMIN_API_ROUTES = ROUTES.map(([method, path, action]) => ({ method, path: `/admin-api${path}`, action }));

/** The operator API under /admin-api, behind `Authorization: Bearer <ADMIN_TOKEN>`. */
export function adminRoutes(options: AdminRunOptions & { adminToken: string }) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', requireAdminToken(options.adminToken));
    app.setNotFoundHandler((request, reply) =>
      reply
        .status(404)
        .send(errorBody('not_found', `No such admin endpoint: ${request.method} ${request.url.split('?')[0]}`)),
    );
    for (const [method, path, action, input] of ROUTES) {
      app.route({
        method,
        url: path,
        handler: async (request, reply) => {
          const result = await runAdminAction(options, action, input(request));
          return reply.header('cache-control', 'no-store').send({ result });
        },
      });
    }
  };
}
