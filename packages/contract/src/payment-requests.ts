import { z } from 'zod/mini';
import { requestIdSchema } from './bets';
import { paymentDirectionSchema, paymentSchema } from './payments';

const idSchema = z.int().check(z.positive());

export const paymentRequestSubTopicSchema = z.object({ id: idSchema, name: z.string() });

/** A topic of payment requests and its sub-topics, named in the asked language. */
export const paymentRequestTopicSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** The payments a request on this topic may attach; null: none. */
  direction: z.nullable(paymentDirectionSchema),
  subTopics: z.array(paymentRequestSubTopicSchema),
});
export type PaymentRequestTopic = z.infer<typeof paymentRequestTopicSchema>;

/** GET /web-api/payment-requests/topics?lng= */
export const paymentRequestTopicsAnswerSchema = z.object({ topics: z.array(paymentRequestTopicSchema) });

export const paymentRequestStatusSchema = z.enum(['open', 'answered', 'closed']);
export type PaymentRequestStatus = z.infer<typeof paymentRequestStatusSchema>;

export const paymentRequestMessageSchema = z.object({
  author: z.enum(['player', 'operator']),
  body: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PaymentRequestMessage = z.infer<typeof paymentRequestMessageSchema>;

export const paymentRequestSchema = z.object({
  id: z.string().check(z.regex(/^\d+$/)),
  topicId: idSchema,
  subTopicId: idSchema,
  /** The sub-topic's name in the asked language. */
  subject: z.string(),
  status: paymentRequestStatusSchema,
  payment: z.nullable(paymentSchema),
  messages: z.array(paymentRequestMessageSchema),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

/** GET /web-api/payment-requests?lng= — the player's requests with their threads, newest first. */
export const paymentRequestsAnswerSchema = z.object({ requests: z.array(paymentRequestSchema) });
export type PaymentRequestsAnswer = z.infer<typeof paymentRequestsAnswerSchema>;

export const requestMessageSchema = z.string().check(z.trim(), z.minLength(5), z.maxLength(2000));

/** POST /web-api/payment-requests */
export const newPaymentRequestSchema = z.strictObject({
  topicId: idSchema,
  subTopicId: idSchema,
  /** One of the player's payments of the topic's direction. */
  paymentId: z.optional(z.string().check(z.regex(/^\d{1,18}$/))),
  message: requestMessageSchema,
  requestId: requestIdSchema,
});
export type NewPaymentRequest = z.infer<typeof newPaymentRequestSchema>;

/** POST /web-api/payment-requests/{id}/messages */
export const requestReplySchema = z.strictObject({ message: requestMessageSchema });

export const paymentRequestAnswerSchema = z.object({ request: paymentRequestSchema });
