import { z } from 'zod/mini';

const isoDate = z.iso.datetime({ offset: true });
export const messageIdSchema = z.string().check(z.regex(/^\d{1,18}$/));

/** A message of the office inbox. */
export const playerMessageSchema = z.object({
  id: messageIdSchema,
  /** operator: news from the operator; support: an answer to one of the player's support requests. */
  source: z.enum(['operator', 'support']),
  subject: z.string(),
  body: z.string(),
  createdAt: isoDate,
  readAt: z.nullable(isoDate),
});
export type PlayerMessage = z.infer<typeof playerMessageSchema>;

/** GET /web-api/messages — the inbox, newest first, and how many of its messages are unread. */
export const messagesAnswerSchema = z.object({ messages: z.array(playerMessageSchema), unread: z.int() });
export type MessagesAnswer = z.infer<typeof messagesAnswerSchema>;

/** GET /web-api/messages/unread — the header's count. */
export const unreadMessagesAnswerSchema = z.object({ unread: z.int() });

/** POST /web-api/messages/{id}/read — the message, now read, and the unread count left. */
export const messageReadAnswerSchema = z.object({ message: playerMessageSchema, unread: z.int() });

/** DELETE /web-api/messages/{id} */
export const messageDeletedAnswerSchema = z.object({ id: messageIdSchema, unread: z.int() });
