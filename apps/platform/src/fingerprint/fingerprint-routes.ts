import type { FastifyInstance } from 'fastify';
import { parseInput } from '../http/parse-input';
import { FINGERPRINT_SCRIPT } from './fingerprint-script';
import { fingerprintBodySchema } from './fingerprint-schemas';
import type { FingerprintAnswer } from './fingerprint-schemas';
import { signFingerprint, visitorIdOf } from './fingerprint-token';

const FINGERPRINT_SCRIPT_PATH = '/fingerprint/fp.js';

export function fingerprintRoutes(secret: string) {
  return async (app: FastifyInstance) => {
    app.get(FINGERPRINT_SCRIPT_PATH, async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(FINGERPRINT_SCRIPT),
    );

    app.post('/web-api/fingerprint', async (request, reply) => {
      const { components } = parseInput(fingerprintBodySchema, request.body, 'body');
      const visitorId = visitorIdOf(components);
      const { token, expiresAtSeconds } = signFingerprint(visitorId, secret);
      const answer: FingerprintAnswer = { token, expiresAt: expiresAtSeconds * 1000, data: { visitorId } };
      return reply.header('cache-control', 'no-store').send(answer);
    });
  };
}
