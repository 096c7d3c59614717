import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import type { Plugin } from 'vite';

/** A flag as the Flag component imports it: `flag-icons`' drawing, as a URL. */
const FLAG_URL_IMPORT = /^(.*\/flag-icons\/flags\/4x3)\/([a-z-]+)\.svg\?url&no-inline$/;
/** Three device pixels to each of the 20 CSS pixels a flag is drawn at. */
const PNG_WIDTH = 60;

interface FlagFile {
  name: string;
  source: Buffer;
}

/**
 * A flag's file as shipped: a coat of arms drawn in vectors weighs 12–41 KB compressed (Spain's, Serbia's, Mexico's)
 * for a 20-pixel flag, which a 60-pixel PNG shows in 1–2 KB. A flag of plain stripes stays an SVG, which is as light
 * and sharp at any size.
 */
function shippedFlag(country: string, svg: Buffer): FlagFile {
  const png = Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: PNG_WIDTH } }).render().asPng());
  return png.length * 2 > brotliCompressSync(svg).length
    ? { name: `${country}.svg`, source: svg }
    : { name: `${country}.png`, source: png };
}

/** Every flag of the folder as shipped, and the folder they go to, named by the hash of them all. */
async function readShippedFlags(folder: string): Promise<{ folder: string; files: Map<string, FlagFile> }> {
  const names = (await readdir(folder)).filter((name) => name.endsWith('.svg')).sort();
  const files = new Map<string, FlagFile>();
  const hash = createHash('sha256');
  for (const name of names) {
    const country = name.slice(0, -'.svg'.length);
    const file = shippedFlag(country, await readFile(join(folder, name)));
    files.set(country, file);
    hash.update(file.name).update(file.source);
  }
  return { folder: `assets/flags-${hash.digest('base64url').slice(0, 8)}`, files };
}

/** Drawn once a process: the client's and the server's builds ship the same flags. */
const shippedByFolder = new Map<string, ReturnType<typeof readShippedFlags>>();

function shippedFlags(folder: string): ReturnType<typeof readShippedFlags> {
  const shipped = shippedByFolder.get(folder) ?? readShippedFlags(folder);
  shippedByFolder.set(folder, shipped);
  return shipped;
}

/**
 * Ships every flag under its country's name in one folder named by the hash of all of them, so that the page's map
 * of flags is a run of near-equal strings that compress to almost nothing (a hash per flag cost 2.5 KB on every
 * betting page), and each file is still cached for good. The URL is the same string in the client's and the server's
 * build.
 */
export function lightFlags(): Plugin {
  return {
    name: 'betfront:light-flags',
    enforce: 'pre',
    apply: 'build',
    async load(id) {
      const match = FLAG_URL_IMPORT.exec(id);
      if (!match) return null;
      const [, folder = '', country = ''] = match;
      const shipped = await shippedFlags(folder);
      const file = shipped.files.get(country);
      if (!file) throw new Error(`flag-icons has no flag ${country}`);
      const fileName = `${shipped.folder}/${file.name}`;
      if (!this.environment.config.build.ssr) this.emitFile({ type: 'asset', fileName, source: file.source });
      return `export default ${JSON.stringify(`/${fileName}`)};`;
    },
  };
}
