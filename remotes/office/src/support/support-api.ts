import { browserApi } from '@betfront/api-client';
import {
  newSupportRequestSchema,
  supportReplySchema,
  supportRequestAnswerSchema,
  supportRequestCreatedSchema,
  supportRequestsAnswerSchema,
} from '@betfront/contract/support';
import type { SupportRequest } from '@betfront/contract/support';
import type { z } from 'zod/mini';

export async function loadSupportRequests(signal: AbortSignal): Promise<SupportRequest[]> {
  const answer = await browserApi().request(supportRequestsAnswerSchema, {
    method: 'GET',
    path: '/web-api/support/requests',
    signal,
  });
  return answer.requests;
}

/** The letter's fields and images as one multipart form. */
function multipart(fields: Readonly<Record<string, string | undefined>>, files: readonly File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  for (const file of files) form.append('attachment', file, file.name);
  return form;
}

/** A new letter, its fields checked with the schema the platform reads them with. */
export const supportRequestFields = (fields: z.input<typeof newSupportRequestSchema>) => ({
  schema: newSupportRequestSchema,
  body: fields,
});

export function sendSupportRequest(
  lng: string,
  fields: z.input<typeof newSupportRequestSchema>,
  files: readonly File[],
) {
  return browserApi().request(supportRequestCreatedSchema, {
    method: 'POST',
    path: '/web-api/support/requests',
    query: { lng },
    body: multipart(fields, files),
  });
}

/** A reply to a letter, its text checked with the schema the platform reads it with. */
export const supportReplyFields = (message: string) => ({ schema: supportReplySchema, body: { message } });

export async function sendSupportReply(
  id: string,
  fields: z.input<typeof supportReplySchema>,
  files: readonly File[],
): Promise<SupportRequest> {
  const answer = await browserApi().request(supportRequestAnswerSchema, {
    method: 'POST',
    path: `/web-api/support/requests/${id}/messages`,
    body: multipart(fields, files),
  });
  return answer.request;
}

export const attachmentUrl = (id: string) => `/web-api/support/attachments/${id}`;
