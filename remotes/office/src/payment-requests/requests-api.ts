import { browserApi } from '@betfront/api-client';
import {
  paymentRequestAnswerSchema,
  paymentRequestsAnswerSchema,
  paymentRequestTopicsAnswerSchema,
  type requestReplySchema,
} from '@betfront/contract/payment-requests';
import type { z } from 'zod/mini';
import type { NewPaymentRequest, PaymentRequest, PaymentRequestTopic } from '@betfront/contract/payment-requests';

export async function loadTopics(lng: string, signal: AbortSignal): Promise<PaymentRequestTopic[]> {
  const answer = await browserApi().request(paymentRequestTopicsAnswerSchema, {
    method: 'GET',
    path: '/web-api/payment-requests/topics',
    query: { lng },
    signal,
  });
  return answer.topics;
}

export async function loadRequests(lng: string, signal: AbortSignal): Promise<PaymentRequest[]> {
  const answer = await browserApi().request(paymentRequestsAnswerSchema, {
    method: 'GET',
    path: '/web-api/payment-requests',
    query: { lng },
    signal,
  });
  return answer.requests;
}

export async function sendRequest(lng: string, body: NewPaymentRequest): Promise<PaymentRequest> {
  const answer = await browserApi().request(paymentRequestAnswerSchema, {
    method: 'POST',
    path: '/web-api/payment-requests',
    query: { lng },
    body,
  });
  return answer.request;
}

export async function sendReply(
  lng: string,
  id: string,
  body: z.input<typeof requestReplySchema>,
): Promise<PaymentRequest> {
  const answer = await browserApi().request(paymentRequestAnswerSchema, {
    method: 'POST',
    path: `/web-api/payment-requests/${id}/messages`,
    query: { lng },
    body,
  });
  return answer.request;
}
