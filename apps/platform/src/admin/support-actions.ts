import { callbackStatusSchema, chatQueueSchema, supportRequestStatusSchema } from '@betfront/contract/support';
import { z } from 'zod';
import { HttpError } from '../http/http-error';
import { cancelAsOperator, finishCallback, scheduleCallback } from '../support/callbacks/callback-service';
import { listCallbacks } from '../support/callbacks/callbacks-repository';
import { listConversations } from '../support/chat/chat-repository';
import { answerChat, closeChat, readAsOperator } from '../support/chat/chat-service';
import { findAttachment, listRequests } from '../support/requests/requests-repository';
import { answerAsOperator, closeSupportRequest } from '../support/requests/request-service';
import { defineAction } from './define-action';

const supportId = (what: string) => z.coerce.string().regex(/^\d{1,18}$/, `a ${what} id`);

/** Letters to support with their threads, the latest change first; the open ones by default. */
export const supportRequestList = defineAction(
  z.object({ status: z.enum(supportRequestStatusSchema.options).default('open') }),
  async ({ db }, input) => listRequests(db, { status: input.status }),
);

/** Support's answer: in the thread, the player's office inbox and the request's e-mail. */
export const supportRequestAnswer = defineAction(
  z.object({ id: supportId('support request'), message: z.string().trim().min(2).max(5000) }),
  async ({ db }, input) => answerAsOperator(db, input.id, input.message),
);

export const supportRequestClose = defineAction(z.object({ id: supportId('support request') }), async ({ db }, input) =>
  closeSupportRequest(db, input.id),
);

/** An attached image as a data URL, for the operator to look at. */
export const supportAttachmentShow = defineAction(z.object({ id: supportId('attachment') }), async ({ db }, input) => {
  const attachment = await findAttachment(db, input.id);
  if (!attachment) throw new HttpError(404, 'attachment_not_found', `There is no attachment ${input.id}`);
  return {
    id: input.id,
    contentType: attachment.contentType,
    dataUrl: `data:${attachment.contentType};base64,${attachment.bytes.toString('base64')}`,
  };
});

const callbackId = supportId('callback');
const noteSchema = z.string().trim().min(1).max(500).optional();

/** Callbacks the players ordered, the soonest wished-for first; the new ones by default. */
export const callbackList = defineAction(
  z.object({ status: z.enum(callbackStatusSchema.options).default('new') }),
  async ({ db }, input) => listCallbacks(db, { status: input.status }),
);

/** Support will call at the given time (ISO 8601); the player sees it in call-history. */
export const callbackSchedule = defineAction(
  z.object({ id: callbackId, at: z.iso.datetime({ offset: true }), note: noteSchema }),
  async ({ db, nowSeconds }, input) => scheduleCallback(db, input.id, input.at, input.note ?? null, nowSeconds * 1000),
);

export const callbackDone = defineAction(z.object({ id: callbackId, note: noteSchema }), async ({ db }, input) =>
  finishCallback(db, input.id, input.note ?? null),
);

export const callbackCancel = defineAction(z.object({ id: callbackId, note: noteSchema }), async ({ db }, input) =>
  cancelAsOperator(db, input.id, input.note ?? null),
);

const chatId = supportId('chat');

/** Chats with their messages, the latest first; the open ones of every queue by default. */
export const chatList = defineAction(
  z.object({
    queue: z.enum(chatQueueSchema.options).optional(),
    status: z.enum(['open', 'closed']).default('open'),
  }),
  async ({ db }, input) => listConversations(db, input.queue ?? null, input.status),
);

/** The operator's answer in a chat: pushed to the player's page at once. */
export const chatAnswer = defineAction(
  z.object({ id: chatId, message: z.string().trim().min(1).max(2000) }),
  async ({ db }, input) => answerChat(db, input.id, input.message),
);

export const chatRead = defineAction(z.object({ id: chatId }), async ({ db }, input) => readAsOperator(db, input.id));

export const chatClose = defineAction(z.object({ id: chatId }), async ({ db }, input) => closeChat(db, input.id));
