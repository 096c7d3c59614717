import type { FastifyServerOptions } from 'fastify';
import { bufferedStdout } from './log-stream';

/** JSON lines; secrets never reach the log even if a serializer starts including headers or bodies. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    stream: bufferedStdout(),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-captcha"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.uPassword',
        '*["sms-code"]',
        'req.body.password',
        'req.body.uPassword',
        'req.body["sms-code"]',
        '*.sessionId',
      ],
      censor: '[redacted]',
    },
  };
}
