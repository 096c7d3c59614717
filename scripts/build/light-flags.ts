import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { brotliCompressSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import type { Plugin } from 'vite';

/** A flag as the Flag component imports it: `flag-icons`' drawing, as a URL. */
const FLAG_URL_IMPORT = /\/flag-icons\/flags\/4x3\/([a-z-]+)\.svg\?url&no-inline$/;
/** Three device pixels to each of the 20 CSS pixels a flag is drawn at. */
const PNG_WIDTH = 60;

/**
 * Ships a flag as a small picture where its drawing is heavy: a coat of arms drawn in vectors weighs 12–41 KB
 * compressed (Spain's, Serbia's, Mexico's) for a 20-pixel flag, which a 60-pixel PNG shows in 1–2 KB. A flag of
 * plain stripes stays an SVG, which is as light and sharp at any size. The URL is the same string in the client's and the server's build.
 */
export function lightFlags(): Plugin {
  return {
    name: 'betfront:light-flags',
    enforce: 'pre',
    apply: 'build',
    async load(id) {
      const match = FLAG_URL_IMPORT.exec(id);
      if (!match) return null;
      const svg = await readFile(id.slice(0, id.indexOf('?')));
      const png = new Resvg(svg, { fitTo: { mode: 'width', value: PNG_WIDTH } }).render().asPng();
      if (png.length * 2 > brotliCompressSync(svg).length) return null;
      const hash = createHash('sha256').update(png).digest('base64url').slice(0, 8);
      const fileName = `assets/flag-${match[1]}-${hash}.png`;
      if (!this.environment.config.build.ssr) this.emitFile({ type: 'asset', fileName, source: png });
      return `export default ${JSON.stringify(`/${fileName}`)};`;
    },
  };
}
