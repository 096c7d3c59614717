import multipart from '@fastify/multipart';
import { identityUploadFieldsSchema } from '@betfront/contract/identification';
import type { IdentificationAnswer } from '@betfront/contract/identification';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { requireSessionPlayer } from '../session/session-player';
import { readLetter } from '../support/requests/read-letter';
import { insertDocument, listDocuments } from './identification-repository';

async function identificationOf(db: Database, userId: number): Promise<IdentificationAnswer> {
  const [user] = await db.query<{ isVerified: boolean }>(
    'select is_verified as "isVerified" from users where id = $1',
    [userId],
  );
  return { is_verified: user?.isVerified ?? false, documents: await listDocuments(db, userId) };
}

/** Identification: the player's status and documents, and sending an image of a document for the operator. */
export function identificationRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    await app.register(multipart);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get('/web-api/identification', async (request) => {
      const user = await requireSessionPlayer(db, request);
      return identificationOf(db, user.id);
    });

    app.post('/web-api/identification/documents', async (request, reply) => {
      const user = await requireSessionPlayer(db, request);
      if (user.isVerified) throw new HttpError(409, 'already_verified', 'Your account is verified already');
      const upload = await readLetter(request);
      const { document_type: documentType } = parseInput(identityUploadFieldsSchema, upload.fields, 'body');
      const [image, ...more] = upload.attachments;
      if (!image || more.length > 0) {
        throw new HttpError(400, 'document_missing', 'Attach one image of the document');
      }
      const kept = await insertDocument(db, user.id, { documentType, ...image });
      if (!kept) throw new HttpError(409, 'document_pending', 'A document of yours is waiting for the check already');
      return reply.status(201).send(await identificationOf(db, user.id));
    });
  };
}
