import { browserApi, isApiError } from '@betfront/api-client';
import {
  IDENTIFICATION_ERROR_CODES,
  identificationAnswerSchema,
  identityUploadFieldsSchema,
} from '@betfront/contract/identification';
import type { IdentificationAnswer } from '@betfront/contract/identification';
import type { z } from 'zod/mini';

export function loadIdentification(signal: AbortSignal): Promise<IdentificationAnswer> {
  return browserApi().request(identificationAnswerSchema, { method: 'GET', path: '/web-api/identification', signal });
}

/** The upload's fields, with the schema the platform reads them with. */
export const documentFields = (documentType: string) => ({
  schema: identityUploadFieldsSchema,
  body: { document_type: documentType },
});

/** One image of a document with its fields, as one multipart form. */
export function sendDocument(
  fields: z.input<typeof identityUploadFieldsSchema>,
  file: File,
): Promise<IdentificationAnswer> {
  const form = new FormData();
  form.append('document_type', fields.document_type);
  form.append('attachment', file, file.name);
  return browserApi().request(identificationAnswerSchema, {
    method: 'POST',
    path: '/web-api/identification/documents',
    body: form,
  });
}

export function uploadErrorKey(error: unknown): string {
  return isApiError(error) && error.code !== undefined && IDENTIFICATION_ERROR_CODES.has(error.code)
    ? `identification.error.${error.code}`
    : 'identification.error.other';
}
