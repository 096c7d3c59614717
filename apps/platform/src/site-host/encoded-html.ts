import negotiate from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * Made once per render, not once per answer, so a little above the middle quality answers compress at. Higher ones
 * cost more than the render itself for a page few visitors ask for (at 10, about 150 ms for a home page of 230 KB).
 */
const BROTLI_QUALITY = 7;

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

// On the thread pool: a visitor who asks for another page is not held up by one being compressed.
const COMPRESSORS: Record<Encoding, (html: Buffer) => Promise<Buffer>> = {
  br: (html) =>
    compressBrotli(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
  gzip: (html) => compressGzip(html),
};

/** The encoding an `accept-encoding` header takes first among those a page is kept in; null for none of them. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  return header ? negotiate(header.toLowerCase(), [...ENCODINGS]) : null;
}

/** A page's HTML as it is and in each encoding, each compressed at the first ask for it and kept. */
export interface EncodedHtml {
  body(encoding: Encoding | null): Promise<Buffer>;
}

export function encodedHtml(html: string): EncodedHtml {
  const plain = Buffer.from(html);
  const compressed = new Map<Encoding, Promise<Buffer>>();
  return {
    body(encoding) {
      if (encoding === null) return Promise.resolve(plain);
      const held = compressed.get(encoding);
      if (held) return held;
      const made = COMPRESSORS[encoding](plain);
      compressed.set(encoding, made);
      return made;
    },
  };
}
