import { z } from 'zod';
import { HttpError } from '../http/http-error';
import { listPendingDocuments } from '../identification/identification-repository';
import { insertMessages } from '../messages/messages-repository';
import { defineAction } from './define-action';

const documentId = z.string().regex(/^\d{1,18}$/, 'a document id');

export const identificationList = defineAction(z.object({}), async ({ db }) => ({
  pending: await listPendingDocuments(db),
}));

/** The document's image, to look at before deciding. */
export const identificationShow = defineAction(z.object({ id: documentId }), async ({ db }, input) => {
  const [row] = await db.query<{ contentType: string; bytes: Buffer }>(
    'select content_type as "contentType", bytes from identity_documents where id = $1',
    [input.id],
  );
  if (!row) throw new HttpError(404, 'document_not_found', `There is no document ${input.id}`);
  return { dataUrl: `data:${row.contentType};base64,${Buffer.from(row.bytes).toString('base64')}` };
});

const LETTERS = {
  verified: {
    subject: { ru: 'Личность подтверждена', en: 'Identity verified' },
    body: {
      ru: 'Мы проверили ваш документ: аккаунт верифицирован.',
      en: 'We have checked your document: your account is verified.',
    },
  },
  rejected: {
    subject: { ru: 'Документ не принят', en: 'Document not accepted' },
    body: {
      ru: 'Мы не смогли принять ваш документ. Причина: ',
      en: 'We could not accept your document. The reason: ',
    },
  },
} as const;

/**
 * Verifies a waiting document (the player becomes verified) or rejects it with a reason; either way the player
 * finds a message in the office inbox. A document decided already is refused with 409.
 */
export const identificationDecide = defineAction(
  z
    .object({
      id: documentId,
      decision: z.enum(['verified', 'rejected']),
      reason: z.string().trim().min(1).max(500).optional(),
    })
    .refine((input) => (input.decision === 'rejected') === (input.reason !== undefined), {
      message: 'a rejection has a reason, a verification none',
      path: ['reason'],
    }),
  async ({ db }, input) =>
    db.transaction(async (tx) => {
      const [document] = await tx.query<{ userId: number; language: string | null }>(
        `update identity_documents d set status = $2, reason = $3, decided_at = now()
         from users u where d.id = $1 and d.status = 'pending' and u.id = d.user_id
         returning d.user_id as "userId", u.language`,
        [input.id, input.decision, input.reason ?? null],
      );
      if (!document) {
        const known = await tx.query('select 1 from identity_documents where id = $1', [input.id]);
        if (known.length === 0) throw new HttpError(404, 'document_not_found', `There is no document ${input.id}`);
        throw new HttpError(409, 'document_decided', `The document ${input.id} is decided already`);
      }
      if (input.decision === 'verified') {
        await tx.query('update users set is_verified = true where id = $1', [document.userId]);
      }
      const lang = document.language === 'en' ? 'en' : 'ru';
      const letter = LETTERS[input.decision];
      await insertMessages(
        tx,
        { userId: document.userId },
        {
          source: 'operator',
          sendId: `identification:${input.id}`,
          subject: letter.subject[lang],
          body: letter.body[lang] + (input.reason ?? ''),
        },
      );
      return { id: input.id, status: input.decision };
    }),
);
