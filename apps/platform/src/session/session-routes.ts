import { tokenQuerySchema } from '@betfront/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { sessionIdFromRequest } from './session-cookie';
import { describeSession, findUserBySession } from './session-service';
import { signToken } from './token';

export function sessionRoutes(db: Database, sessionSecret: string) {
  const currentUser = (request: FastifyRequest) => findUserBySession(db, sessionIdFromRequest(request));

  const issueToken = async (request: FastifyRequest) => {
    const user = await currentUser(request);
    if (!user) throw new HttpError(401, 'unauthorized', 'Log in first');
    return { token: signToken(user.id, sessionSecret) };
  };

  return async (app: FastifyInstance) => {
    app.get('/web-api/session', async (request, reply) => {
      const session = await describeSession(db, await currentUser(request), request.cookies);
      return reply.header('cache-control', 'no-store').send(session);
    });

    app.get('/web-api/session/check', async (request, reply) => {
      const user = await currentUser(request);
      return reply.header('cache-control', 'no-store').send({ user_id: user?.id ?? null });
    });

    app.get('/web-api/user/gettoken', async (request, reply) => {
      parseInput(tokenQuerySchema, request.query, 'query');
      return reply.header('cache-control', 'no-store').send(await issueToken(request));
    });

    app.post('/web-api/user/updatetoken', async (request, reply) => {
      return reply.header('cache-control', 'no-store').send(await issueToken(request));
    });
  };
}
