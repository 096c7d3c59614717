import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|map)$/;
/** Below this the encoding's own overhead eats the saving. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `name.br` and `name.gz` beside every compressible asset, at the strongest settings: done once at build,
 * so the server sends them by content negotiation without compressing a byte per request.
 */
export async function precompressAssets(directory: string): Promise<{ files: number; raw: number; brotli: number }> {
  const names = (await readdir(directory, { recursive: true })).filter((name) => COMPRESSIBLE.test(name));
  let files = 0;
  let raw = 0;
  let brotliBytes = 0;
  for (const name of names) {
    const path = join(directory, name);
    const content = await readFile(path);
    if (content.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
    files += 1;
    raw += content.length;
    brotliBytes += br.length;
  }
  return { files, raw, brotli: brotliBytes };
}
