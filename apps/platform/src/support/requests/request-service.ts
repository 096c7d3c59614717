import type { NewSupportRequest, SupportRequest } from '@betfront/contract/support';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { insertMessages } from '../../messages/messages-repository';
import { sendEmail } from '../../outbox/outbox-service';
import { answerLetter, letterLanguageOf } from './answer-letter';
import type { ReceivedAttachment } from './read-letter';
import type { StoredRequest } from './requests-repository';
import {
  addMessage,
  closeRequest,
  findRequest,
  findRequestIdBySender,
  insertRequest,
  lockRequest,
} from './requests-repository';

/** Who writes: a logged-in player (answered in the office and at their e-mail) or a visitor (at the given e-mail). */
export type Sender = { kind: 'player'; userId: number; email: string | null } | { kind: 'visitor'; email: string };

export const publicRequest = ({ userId: _owner, email: _email, language: _language, ...request }: StoredRequest) =>
  request satisfies SupportRequest;

const notFound = (id: string) => new HttpError(404, 'support_request_not_found', `There is no support request ${id}`);

async function foundRequest(db: Database, id: string): Promise<StoredRequest> {
  const request = await findRequest(db, id);
  if (!request) throw notFound(id);
  return request;
}

/** A new letter with its first message and images; the same request id sent again answers the same request. */
export async function openSupportRequest(
  db: Database,
  sender: Sender,
  letter: NewSupportRequest,
  attachments: readonly ReceivedAttachment[],
  lng: string,
): Promise<StoredRequest> {
  const owner = { userId: sender.kind === 'player' ? sender.userId : null, email: sender.email };
  const id = await db.transaction(async (tx) => {
    const inserted = await insertRequest(tx, {
      ...owner,
      language: letterLanguageOf(lng),
      topic: letter.topic,
      requestId: letter.requestId,
    });
    if (inserted !== null) {
      await addMessage(tx, inserted, { author: 'player', body: letter.message, attachments }, 'open');
    }
    return inserted;
  });
  const existing = id ?? (await findRequestIdBySender(db, owner, letter.requestId));
  if (existing === null) throw new Error('The support request vanished');
  return foundRequest(db, existing);
}

/** The player writes again in their request: it is open again; a closed request takes nothing. */
export async function replyAsPlayer(
  db: Database,
  userId: number,
  id: string,
  message: string,
  attachments: readonly ReceivedAttachment[],
): Promise<StoredRequest> {
  await db.transaction(async (tx) => {
    const request = await lockRequest(tx, id);
    if (!request || request.userId !== userId) throw notFound(id);
    if (request.status === 'closed') throw new HttpError(409, 'support_request_closed', 'This request is closed');
    await addMessage(tx, id, { author: 'player', body: message, attachments }, 'open');
  });
  return foundRequest(db, id);
}

/**
 * Support's answer: written in the thread, and in the same transaction put in the player's office inbox and sent to
 * the request's e-mail through the outbox (a visitor has only the e-mail).
 */
export async function answerAsOperator(db: Database, id: string, answer: string): Promise<StoredRequest> {
  await db.transaction(async (tx) => {
    const request = await lockRequest(tx, id);
    if (!request) throw notFound(id);
    if (request.status === 'closed') throw new HttpError(409, 'support_request_closed', 'This request is closed');
    const messageId = await addMessage(tx, id, { author: 'operator', body: answer, attachments: [] }, 'answered');
    const letter = await answerLetter(request.language, id, request.topic, answer);
    if (request.userId !== null) {
      await insertMessages(
        tx,
        { userId: request.userId },
        { source: 'support', sendId: `support-answer:${messageId}`, subject: letter.subject, body: answer },
      );
    }
    const email = request.email;
    if (email !== null) await sendEmail(tx, email, letter.subject, letter.text);
  });
  return foundRequest(db, id);
}

/** The operator settles a request: it takes no more messages. */
export async function closeSupportRequest(db: Database, id: string): Promise<{ id: string; status: 'closed' }> {
  if (!(await closeRequest(db, id))) throw notFound(id);
  return { id, status: 'closed' };
}
