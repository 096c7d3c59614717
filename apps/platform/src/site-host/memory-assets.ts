import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import mime from 'mime';
import { acceptedEncoding } from '../http/encoded-body';

/** One built asset in every form the build wrote it: as it is, and brotli and gzip where it compresses. */
interface MemoryAsset {
  contentType: string;
  etag: string;
  bodies: { identity: Buffer; br?: Buffer; gzip?: Buffer };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const COMPRESSED_SUFFIXES = { br: '.br', gzip: '.gz' } as const;

function contentTypeOf(file: string): string {
  const type = mime.getType(file) ?? 'application/octet-stream';
  return /^text\/|^application\/json/.test(type) ? `${type}; charset=utf-8` : type;
}

/** Every asset of the build folder, by its path under it; an empty set when the site is not built. */
async function readAssets(root: string): Promise<Map<string, MemoryAsset>> {
  const files = await readdir(root, { recursive: true }).catch(() => [] as string[]);
  const present = new Set(files);
  const read = (name: string) => (present.has(name) ? readFile(join(root, name)) : Promise.resolve(undefined));
  const entries = await Promise.all(
    files
      .filter((file) => !file.endsWith(COMPRESSED_SUFFIXES.br) && !file.endsWith(COMPRESSED_SUFFIXES.gzip))
      .map(async (file) => {
        // A folder of the listing is no asset: reading it fails.
        const [identity, br, gzip] = await Promise.all([
          readFile(join(root, file)).catch(() => undefined),
          read(file + COMPRESSED_SUFFIXES.br),
          read(file + COMPRESSED_SUFFIXES.gzip),
        ]);
        if (!identity) return [];
        const asset: MemoryAsset = {
          contentType: contentTypeOf(file),
          etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
          bodies: { identity, ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) },
        };
        return [[file.split('\\').join('/'), asset] as const];
      }),
  );
  return new Map<string, MemoryAsset>(entries.flat());
}

/**
 * The build's hashed assets under `prefix`, read once at start and answered from memory in the encoding the browser
 * takes first among those the build wrote. They never change under their names, and there are few of them (a few
 * megabytes in all their forms): sending one from disk cost the platform about 0.66 ms of CPU, four times a cached
 * page.
 */
export async function serveMemoryAssets(app: FastifyInstance, root: string, prefix: string): Promise<void> {
  const assets = await readAssets(root);
  app.get<{ Params: { '*': string } }>(`${prefix}*`, async (request, reply) => {
    const asset = assets.get(request.params['*']);
    if (!asset) return reply.callNotFound();
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    const compressed = encoding ? asset.bodies[encoding] : undefined;
    reply.header('cache-control', IMMUTABLE).header('etag', asset.etag).header('content-type', asset.contentType);
    if (asset.bodies.br || asset.bodies.gzip) reply.header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
    if (compressed && encoding) reply.header('content-encoding', encoding);
    return reply.send(compressed ?? asset.bodies.identity);
  });
}
