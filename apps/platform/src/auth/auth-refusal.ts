import type { FastifyInstance } from 'fastify';

/** A refused login that carries what HttpError cannot: an exception_code for the client and response headers. */
export class AuthRefusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly exceptionCode?: number,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AuthRefusal';
  }
}

/** Answers AuthRefusal in this plugin's scope; everything else goes on to the platform's error handler. */
export function installAuthRefusalHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof AuthRefusal)) throw error;
    const body = { code: error.code, message: error.message };
    return reply
      .status(error.statusCode)
      .headers(error.headers)
      .send({ error: error.exceptionCode === undefined ? body : { ...body, exception_code: error.exceptionCode } });
  });
}
