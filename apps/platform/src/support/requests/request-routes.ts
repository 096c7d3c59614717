import multipart from '@fastify/multipart';
import { newSupportRequestSchema, supportReplySchema } from '@betfront/contract/support';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { installAuthRefusalHandler } from '../../auth/auth-refusal';
import { requireSolvedCaptcha } from '../../auth/brute-force-guard';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { parseInput } from '../../http/parse-input';
import { findSessionPlayer, requireSessionPlayer } from '../../session/session-player';
import { readLetter } from './read-letter';
import { findAttachment, listRequests } from './requests-repository';
import { openSupportRequest, publicRequest, replyAsPlayer } from './request-service';
import type { Sender } from './request-service';

const languageQuery = z.object({
  lng: z
    .string()
    .regex(/^[a-z]{2}$/)
    .default('ru'),
});
const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'an id') });
const captchaHeader = (request: FastifyRequest) => {
  const header = request.headers['x-captcha'];
  return Array.isArray(header) ? header[0] : header;
};

/** Letters to support: a player's or a visitor's new request with images, the player's requests and replies. */
export function supportRequestRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    installAuthRefusalHandler(app);
    await app.register(multipart);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post('/web-api/support/requests', async (request, reply) => {
      const { lng } = parseInput(languageQuery, request.query, 'query');
      const player = await findSessionPlayer(db, request);
      // A visitor's letter waits for the captcha before its bytes are read.
      if (!player && !captchaHeader(request)) await requireSolvedCaptcha(db, undefined);
      const letter = await readLetter(request);
      const fields = parseInput(newSupportRequestSchema, letter.fields, 'body');
      let sender: Sender;
      if (player) {
        sender = { kind: 'player', userId: player.id, email: player.email };
      } else {
        if (fields.email === undefined) throw new HttpError(400, 'email_required', 'Give an e-mail for the answer');
        await requireSolvedCaptcha(db, captchaHeader(request));
        sender = { kind: 'visitor', email: fields.email };
      }
      const stored = await openSupportRequest(db, sender, fields, letter.attachments, lng);
      return reply.status(201).send({ id: stored.id, request: player ? publicRequest(stored) : null });
    });

    app.get('/web-api/support/requests', async (request) => {
      const player = await requireSessionPlayer(db, request);
      return { requests: (await listRequests(db, { userId: player.id })).map(publicRequest) };
    });

    app.post('/web-api/support/requests/:id/messages', async (request) => {
      const player = await requireSessionPlayer(db, request);
      const { id } = parseInput(idParams, request.params, 'path');
      const letter = await readLetter(request);
      const { message } = parseInput(supportReplySchema, letter.fields, 'body');
      return { request: publicRequest(await replyAsPlayer(db, player.id, id, message, letter.attachments)) };
    });

    // An image is served only as the image type its bytes were found to be, never as a page.
    app.get('/web-api/support/attachments/:id', async (request, reply) => {
      const player = await requireSessionPlayer(db, request);
      const { id } = parseInput(idParams, request.params, 'path');
      const attachment = await findAttachment(db, id);
      if (!attachment || attachment.userId !== player.id) {
        throw new HttpError(404, 'attachment_not_found', `You have no attachment ${id}`);
      }
      return reply
        .header('content-type', attachment.contentType)
        .header('content-disposition', `inline; filename="attachment-${id}.${attachment.contentType.split('/')[1]}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(attachment.bytes);
    });
  };
}
