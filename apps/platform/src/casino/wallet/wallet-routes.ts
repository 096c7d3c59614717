import type { FastifyInstance } from 'fastify';
import type { WalletServer } from './wallet-call';
import { handleWalletCall } from './wallet-call';

export const WALLET_API_PREFIX = '/casino-wallet-api';

/** POST /casino-wallet-api/{operation}: the seamless wallet for providers that call it over HTTP. */
export function walletRoutes(server: Omit<WalletServer, 'log'>) {
  return async (app: FastifyInstance) => {
    // The raw body is what the provider signed.
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    app.post<{ Params: { operation: string } }>(`${WALLET_API_PREFIX}/:operation`, async (request, reply) => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
      const body = typeof request.body === 'string' ? request.body : '';
      const answer = await handleWalletCall(
        { ...server, log: request.log },
        { operation: request.params.operation, body, headers },
      );
      return reply.status(answer.statusCode).header('cache-control', 'no-store').send(answer.body);
    });
  };
}
