import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * A page is compressed once per render, not once per answer, so a little above the middle quality answers compress
 * at. Higher ones cost more than the render itself for a page few visitors ask for (at 10, about 150 ms for a home
 * page of 230 KB).
 */
export const PAGE_BROTLI_QUALITY = 7;
/** For a body made once per process (a dictionary): the strongest compression, as the built assets have. */
export const KEPT_BROTLI_QUALITY = 11;

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

// On the thread pool: a visitor who asks for another page is not held up by one being compressed.
const COMPRESSORS: Record<Encoding, (text: Buffer, brotliQuality: number) => Promise<Buffer>> = {
  br: (text, brotliQuality) =>
    compressBrotli(text, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
      },
    }),
  gzip: (text) => compressGzip(text),
};

/** The encoding an `accept-encoding` header takes first among those a page is kept in; null for none of them. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  return header ? negotiate(header.toLowerCase(), [...ENCODINGS]) : null;
}

/** A text (a page's HTML, a dictionary) as it is and in each encoding, each compressed at the first ask and kept. */
export interface EncodedBody {
  body(encoding: Encoding | null): Promise<Buffer>;
}

export function encodedBody(text: string, brotliQuality = PAGE_BROTLI_QUALITY): EncodedBody {
  const plain = Buffer.from(text);
  const compressed = new Map<Encoding, Promise<Buffer>>();
  return {
    body(encoding) {
      if (encoding === null) return Promise.resolve(plain);
      const held = compressed.get(encoding);
      if (held) return held;
      const made = COMPRESSORS[encoding](plain, brotliQuality);
      compressed.set(encoding, made);
      return made;
    },
  };
}

/** The body in the encoding the request takes first, with the headers that say so and that the answer varies by it. */
export function encodedPayload(request: FastifyRequest, reply: FastifyReply, body: EncodedBody): Promise<Buffer> {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  reply.header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return body.body(encoding);
}
