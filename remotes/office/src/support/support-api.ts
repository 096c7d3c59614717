import { browserApi } from '@betfront/api-client';
import {
  supportRequestAnswerSchema,
  supportRequestCreatedSchema,
  supportRequestsAnswerSchema,
} from '@betfront/contract/support';
import type { SupportRequest } from '@betfront/contract/support';

export async function loadSupportRequests(signal: AbortSignal): Promise<SupportRequest[]> {
  const answer = await browserApi().request(supportRequestsAnswerSchema, {
    method: 'GET',
    path: '/web-api/support/requests',
    signal,
  });
  return answer.requests;
}

/** A new letter: its fields and images as one multipart form. */
export function sendSupportRequest(lng: string, form: FormData) {
  return browserApi().request(supportRequestCreatedSchema, {
    method: 'POST',
    path: '/web-api/support/requests',
    query: { lng },
    body: form,
  });
}

export async function sendSupportReply(id: string, form: FormData): Promise<SupportRequest> {
  const answer = await browserApi().request(supportRequestAnswerSchema, {
    method: 'POST',
    path: `/web-api/support/requests/${id}/messages`,
    body: form,
  });
  return answer.request;
}

export const attachmentUrl = (id: string) => `/web-api/support/attachments/${id}`;
