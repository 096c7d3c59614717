import type { MultipartFile } from '@fastify/multipart';
import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENT_TYPES,
  SUPPORT_ATTACHMENTS_MAX,
} from '@betfront/contract/support';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../../http/http-error';

export type AttachmentType = (typeof SUPPORT_ATTACHMENT_TYPES)[number];

export interface ReceivedAttachment {
  contentType: AttachmentType;
  bytes: Buffer;
}

export interface ReceivedLetter {
  fields: Record<string, string>;
  attachments: ReceivedAttachment[];
}

/** Limits the multipart reader enforces while the bytes arrive, before anything is kept. */
export const LETTER_LIMITS = {
  fileSize: SUPPORT_ATTACHMENT_MAX_BYTES,
  files: SUPPORT_ATTACHMENTS_MAX,
  fields: 8,
  fieldSize: 16 * 1024,
  parts: SUPPORT_ATTACHMENTS_MAX + 8,
};

const isAttachmentType = (mime: string | undefined): mime is AttachmentType =>
  SUPPORT_ATTACHMENT_TYPES.some((type) => type === mime);

/** The image type the bytes are, whatever the file's name or declared type say; anything else is refused. */
async function sniffedAttachment(file: MultipartFile): Promise<ReceivedAttachment> {
  const bytes = await file.toBuffer();
  const detected = await fileTypeFromBuffer(bytes);
  if (!isAttachmentType(detected?.mime)) {
    throw new HttpError(
      415,
      'attachment_not_image',
      `${file.filename || 'A file'} is not a PNG, JPEG, GIF or WebP image`,
    );
  }
  return { contentType: detected.mime, bytes };
}

const LIMIT_ERRORS: Readonly<Record<string, () => HttpError>> = {
  FST_REQ_FILE_TOO_LARGE: () => new HttpError(413, 'attachment_too_large', 'An attachment is larger than 5 MB'),
  FST_FILES_LIMIT: () => new HttpError(413, 'too_many_attachments', 'At most 3 images may be attached'),
  FST_PARTS_LIMIT: () => new HttpError(413, 'too_many_attachments', 'At most 3 images may be attached'),
  FST_FIELDS_LIMIT: () => new HttpError(400, 'invalid_request', 'The letter has fields it does not take'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () =>
    new HttpError(415, 'multipart_expected', 'Send the letter as multipart/form-data'),
};

/**
 * A letter to support as a multipart form: its text fields, and its `attachment` files checked to be images of at
 * most 5 MB each, 3 at most. Nothing is kept here: the caller stores the letter once it is valid as a whole.
 */
export async function readLetter(request: FastifyRequest): Promise<ReceivedLetter> {
  const fields: Record<string, string> = {};
  const attachments: ReceivedAttachment[] = [];
  try {
    for await (const part of request.parts({ limits: LETTER_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'attachment') {
          throw new HttpError(400, 'invalid_request', `The letter takes files only as "attachment"`);
        }
        attachments.push(await sniffedAttachment(part));
      } else if (Object.hasOwn(fields, part.fieldname)) {
        throw new HttpError(400, 'invalid_request', `The field ${part.fieldname} is given twice`);
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const known = typeof code === 'string' ? LIMIT_ERRORS[code] : undefined;
    throw known ? known() : error;
  }
  return { fields, attachments };
}
