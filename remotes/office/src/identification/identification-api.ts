import { browserApi, isApiError } from '@betfront/api-client';
import { IDENTIFICATION_ERROR_CODES, identificationAnswerSchema } from '@betfront/contract/identification';
import type { IdentificationAnswer } from '@betfront/contract/identification';

export function loadIdentification(signal: AbortSignal): Promise<IdentificationAnswer> {
  return browserApi().request(identificationAnswerSchema, { method: 'GET', path: '/web-api/identification', signal });
}

/** The document type and its image as one multipart form. */
export function sendDocument(form: FormData): Promise<IdentificationAnswer> {
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
