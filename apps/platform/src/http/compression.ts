import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Pages and API answers compressed on the fly, brotli first. Brotli at a middle quality: the strongest settings are
 * for assets, compressed once at build (the site host sends those files as they are). The live feed hijacks its
 * reply, so its pushes are never held back in a compressor.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
