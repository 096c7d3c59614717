import { z } from 'zod/mini';
import { requestIdSchema } from './bets';

const isoDate = z.iso.datetime({ offset: true });
const idSchema = z.string().check(z.regex(/^\d{1,18}$/));

/** What a letter to support is about; each has its name in the support dictionary (`support.topic.<id>`). */
export const SUPPORT_TOPICS = [
  'account',
  'deposit',
  'withdrawal',
  'bets',
  'casino',
  'bonuses',
  'verification',
  'other',
] as const;
export const supportTopicSchema = z.enum(SUPPORT_TOPICS);
export type SupportTopic = z.infer<typeof supportTopicSchema>;

/** Images only, each at most 5 MB, at most 3 to a message; the type is read from the bytes, not the name. */
export const SUPPORT_ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const SUPPORT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const SUPPORT_ATTACHMENTS_MAX = 3;

export const supportAttachmentSchema = z.object({
  id: idSchema,
  contentType: z.enum(SUPPORT_ATTACHMENT_TYPES),
  size: z.int(),
});

export const supportMessageSchema = z.object({
  author: z.enum(['player', 'operator']),
  body: z.string(),
  createdAt: isoDate,
  attachments: z.array(supportAttachmentSchema),
});

export const supportRequestStatusSchema = z.enum(['open', 'answered', 'closed']);
export type SupportRequestStatus = z.infer<typeof supportRequestStatusSchema>;

export const supportRequestSchema = z.object({
  id: idSchema,
  topic: supportTopicSchema,
  status: supportRequestStatusSchema,
  messages: z.array(supportMessageSchema),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

export const supportMessageTextSchema = z.string().check(z.trim(), z.minLength(10), z.maxLength(5000));

/**
 * POST /web-api/support/requests (multipart: these fields and up to 3 `attachment` files). A visitor gives an
 * e-mail for the answer and solves the captcha (`x-captcha`); a player is answered in the office and by e-mail.
 */
export const newSupportRequestSchema = z.strictObject({
  topic: supportTopicSchema,
  message: supportMessageTextSchema,
  requestId: requestIdSchema,
  email: z.optional(z.email().check(z.maxLength(254))),
});
export type NewSupportRequest = z.infer<typeof newSupportRequestSchema>;

/** POST /web-api/support/requests/{id}/messages (multipart: `message` and up to 3 `attachment` files). */
export const supportReplySchema = z.strictObject({ message: supportMessageTextSchema });

/** GET /web-api/support/requests — the player's letters with their threads, newest first. */
export const supportRequestsAnswerSchema = z.object({ requests: z.array(supportRequestSchema) });
/** A visitor's letter is answered by e-mail: only its number comes back. */
export const supportRequestCreatedSchema = z.object({ id: idSchema, request: z.nullable(supportRequestSchema) });
export const supportRequestAnswerSchema = z.object({ request: supportRequestSchema });

/** A callback moves new → scheduled → done; the player or the operator may cancel it before it is done. */
export const callbackStatusSchema = z.enum(['new', 'scheduled', 'done', 'cancelled']);
export type CallbackStatus = z.infer<typeof callbackStatusSchema>;

export const callbackPhoneSchema = z.string().check(z.regex(/^\+\d{7,15}$/, 'a phone number such as +79161234567'));

export const callbackSchema = z.object({
  id: idSchema,
  phone: z.string(),
  topic: supportTopicSchema,
  comment: z.nullable(z.string()),
  /** When the player asked to be called. */
  preferredAt: isoDate,
  status: callbackStatusSchema,
  /** When support will call, once scheduled. */
  scheduledAt: z.nullable(isoDate),
  note: z.nullable(z.string()),
  cancelledBy: z.nullable(z.enum(['player', 'operator'])),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Callback = z.infer<typeof callbackSchema>;

/** The furthest ahead a callback may be asked for. */
export const CALLBACK_MAX_DAYS_AHEAD = 14;
/** Callbacks not yet done or cancelled that a player may have at once. */
export const CALLBACKS_OPEN_MAX = 3;

/** POST /web-api/support/callbacks */
export const newCallbackSchema = z.strictObject({
  phone: callbackPhoneSchema,
  preferredAt: isoDate,
  topic: supportTopicSchema,
  comment: z.optional(z.string().check(z.trim(), z.maxLength(500))),
  requestId: requestIdSchema,
});
export type NewCallback = z.infer<typeof newCallbackSchema>;

/** GET /web-api/support/callbacks — the player's callbacks, newest first. */
export const callbacksAnswerSchema = z.object({ callbacks: z.array(callbackSchema) });
export const callbackAnswerSchema = z.object({ callback: callbackSchema });

/** The chat providers an operator may plug in; the platform ships its own (`betfront`). */
export const CHAT_PROVIDERS = ['betfront', 'livechat', 'suphelper', 'chatra', 'helpcrunch'] as const;
export const chatQueueSchema = z.enum(['support', 'payments']);
export type ChatQueue = z.infer<typeof chatQueueSchema>;

export const chatMessageSchema = z.object({
  id: idSchema,
  conversationId: idSchema,
  author: z.enum(['player', 'operator']),
  body: z.string(),
  createdAt: isoDate,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** GET /web-api/support/chat?queue= — the conversation so far (none yet: no id, no messages). */
export const chatAnswerSchema = z.object({
  conversationId: z.nullable(idSchema),
  messages: z.array(chatMessageSchema),
  unread: z.int(),
});
export type ChatAnswer = z.infer<typeof chatAnswerSchema>;

/** POST /web-api/support/chat/messages */
export const chatPostSchema = z.strictObject({
  queue: chatQueueSchema,
  body: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
});
export const chatPostedSchema = z.object({ message: chatMessageSchema });

/** The stream's event: one new message of the conversation. */
export const CHAT_EVENT = 'chat-message';

/** GET /web-api/support/chat/unread — the operator's messages not yet seen, over every queue (the header's count). */
export const chatUnreadAnswerSchema = z.object({ unread: z.int() });
