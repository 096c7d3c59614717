import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { errorBody, HttpError } from './http-error';

/** Seconds a client is asked to wait while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

function isClientError(error: FastifyError): boolean {
  return typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500;
}

/**
 * Expected failures keep their status; Fastify's own 4xx (bad JSON, body too large, …) keep theirs; a database
 * that is away or too slow is a 503 with Retry-After; anything else is a logged 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.issues, error.facts));
    }
    if (isClientError(error)) {
      const code = error.code ? error.code.toLowerCase() : 'bad_request';
      return reply.status(error.statusCode ?? 400).send(errorBody(code, error.message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'request failed: the database is unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(errorBody('db_unavailable', 'The service is briefly unavailable, try again in a few seconds'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody('internal', 'Something went wrong'));
  });
}

/** JSON 404 for unknown paths under an API prefix (the site host answers everything else). */
export function installApiNotFound(app: FastifyInstance, prefixes: readonly string[]): void {
  for (const prefix of prefixes) {
    void app.register(
      async (scope) => {
        scope.setNotFoundHandler((request, reply) =>
          reply
            .status(404)
            .send(errorBody('not_found', `No such endpoint: ${request.method} ${request.url.split('?')[0]}`)),
        );
      },
      { prefix },
    );
  }
}
