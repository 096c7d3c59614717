import { Resvg } from '@resvg/resvg-js';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'vite';
import type { InlineConfig } from 'vite';
import { injectManifest } from 'workbox-build';
import { APP_ICON_SVG } from '../../apps/platform/src/site-host/favicon';
import { APP_ICON_SIZES, OFFLINE_PAGE_PATH } from '../../packages/contract/src/pwa';
import { renderOfflinePage } from '../../apps/shell/src/pwa/offline-page';

/** The app icons in every size, drawn from the site icon. */
async function writeAppIcons(clientDir: string): Promise<void> {
  await mkdir(join(clientDir, 'icons'), { recursive: true });
  await Promise.all(
    APP_ICON_SIZES.map((size) => {
      const png = new Resvg(APP_ICON_SVG, { fitTo: { mode: 'width', value: size } }).render().asPng();
      return writeFile(join(clientDir, 'icons', `icon-${size}.png`), png);
    }),
  );
}

/**
 * The installable app's files beside the client build: icons, the offline page and the service worker, whose
 * precache list (the offline page and the icons) Workbox writes in.
 */
export async function buildPwaFiles(root: string, shared: InlineConfig): Promise<{ precached: number }> {
  const clientDir = join(root, 'dist/client');
  await writeAppIcons(clientDir);
  await writeFile(join(clientDir, OFFLINE_PAGE_PATH.slice(1)), renderOfflinePage());
  const workerDir = join(root, 'dist/service-worker');
  await build({
    ...shared,
    build: {
      outDir: workerDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      rollupOptions: {
        input: join(root, 'apps/shell/src/pwa/service-worker.ts'),
        output: { format: 'iife', entryFileNames: 'sw.js' },
      },
    },
  });
  const { count } = await injectManifest({
    swSrc: join(workerDir, 'sw.js'),
    swDest: join(clientDir, 'sw.js'),
    globDirectory: clientDir,
    globPatterns: ['offline.html', 'icons/icon-192.png'],
  });
  return { precached: count };
}
