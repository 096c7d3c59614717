import { z } from 'zod/mini';

export const IDENTITY_DOCUMENT_TYPES = ['passport', 'id_card', 'driving_licence'] as const;
export const identityDocumentTypeSchema = z.enum(IDENTITY_DOCUMENT_TYPES);

export const identityDocumentSchema = z.object({
  id: z.string().check(z.regex(/^\d+$/)),
  document_type: identityDocumentTypeSchema,
  status: z.enum(['pending', 'verified', 'rejected']),
  /** Why the operator rejected it; null otherwise. */
  reason: z.nullable(z.string()),
  submitted_at: z.iso.datetime(),
  decided_at: z.nullable(z.iso.datetime()),
});
export type IdentityDocument = z.infer<typeof identityDocumentSchema>;

/** GET /web-api/identification — whether the player is verified, and the documents they sent, newest first. */
export const identificationAnswerSchema = z.object({
  is_verified: z.boolean(),
  documents: z.array(identityDocumentSchema),
});
export type IdentificationAnswer = z.infer<typeof identificationAnswerSchema>;

/**
 * POST /web-api/identification/documents — multipart: the field `document_type` and one image as `attachment`
 * (PNG, JPEG, GIF or WebP, at most 5 MB). Answers 201 with the identification.
 */
export const identityUploadFieldsSchema = z.strictObject({ document_type: identityDocumentTypeSchema });

export const IDENTIFICATION_ERROR_CODES: ReadonlySet<string> = new Set([
  'already_verified',
  'document_pending',
  'document_missing',
  'attachment_not_image',
  'attachment_too_large',
  'too_many_attachments',
]);
