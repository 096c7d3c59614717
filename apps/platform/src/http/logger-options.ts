import type { FastifyServerOptions } from 'fastify';

/** JSON lines; secrets never reach the log even if a serializer starts including headers or bodies. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.uPassword',
        '*.sessionId',
      ],
      censor: '[redacted]',
    },
  };
}
