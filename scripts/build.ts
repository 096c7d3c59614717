import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { InlineConfig } from 'vite';
import { REMOTE_APP_NAMES } from '../packages/remote-kit/src/types';
import { cssModulesOptions } from './build/css-modules';
import { iconModules } from './build/icon-modules';
import { lightFlags } from './build/light-flags';
import { precompressAssets } from './build/precompress';
import { buildPlatformServer } from './build/platform-server';
import { buildPwaFiles } from './build/pwa-files';
import { siteAssetsFromManifest, viteManifestSchema } from './build/site-assets';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SHELL_CLIENT_ENTRY = 'apps/shell/src/client/entry.tsx';
/** The design system's gallery, served at /dev/ui outside production. */
const DEV_UI_ENTRY = 'apps/shell/src/dev-ui/entry.tsx';
const remoteEntries = Object.fromEntries(REMOTE_APP_NAMES.map((name) => [name, `remotes/${name}/src/client.ts`]));

// Comments some packages place where Rollup cannot keep them: harmless, and not ours to fix.
const onwarn: NonNullable<NonNullable<NonNullable<InlineConfig['build']>['rollupOptions']>['onwarn']> = (
  warning,
  warn,
) => {
  if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
  warn(warning);
};

const shared: InlineConfig = {
  root,
  configFile: false,
  logLevel: 'warn',
  css: { modules: cssModulesOptions(root) },
  plugins: [lightFlags(), iconModules()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
};

// One build with an entry per remote: shared code (React above all) becomes common chunks, so the page runs one
// React while each remote stays its own bundle, loaded by URL at run time.
await build({
  ...shared,
  resolve: {
    alias: [
      { find: /^zod$/, replacement: join(root, 'scripts/build/zod/jitless-full.ts') },
      { find: /^zod\/mini$/, replacement: join(root, 'scripts/build/zod/jitless-mini.ts') },
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    modulePreload: false,
    // Terser's two passes leave the site's scripts about 4% smaller in brotli than esbuild's minifier, for a few
    // seconds more of build.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    cssCodeSplit: false,
    rollupOptions: {
      input: {
        shell: SHELL_CLIENT_ENTRY,
        'dev-ui': DEV_UI_ENTRY,
        ...Object.fromEntries(REMOTE_APP_NAMES.map((name) => [`remote-${name}`, remoteEntries[name]])),
      },
      preserveEntrySignatures: 'exports-only',
      // A chunk of a few hundred bytes costs a request about as large as itself: such ones join a neighbour. A larger
      // limit would also take the analytics collector in, whose loading waits 10 s after the page opens (account spec).
      output: { experimentalMinChunkSize: 1_500 },
      onwarn,
    },
  },
});

// The in-house provider's game page: its own bundle, loaded only inside the game's frame, never by the site.
await build({
  ...shared,
  resolve: {
    alias: [{ find: /^zod\/mini$/, replacement: join(root, 'scripts/build/zod/jitless-mini.ts') }],
  },
  build: {
    outDir: 'dist/casino-house',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    rollupOptions: {
      input: { game: 'apps/platform/src/casino-house/page/game.ts' },
      output: { entryFileNames: 'game.js', chunkFileNames: 'game-[name].js', assetFileNames: 'game[extname]' },
      onwarn,
    },
  },
});

await build({
  ...shared,
  // Everything bundled, so the server renders with React's production build whatever NODE_ENV says.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist/server',
    emptyOutDir: true,
    ssr: true,
    target: 'node20',
    rollupOptions: { input: { shell: 'apps/shell/src/server/index.ts' }, onwarn },
  },
});

const manifest = viteManifestSchema.parse(
  JSON.parse(await readFile(join(root, 'dist/client/.vite/manifest.json'), 'utf8')),
);
const assets = siteAssetsFromManifest(manifest, SHELL_CLIENT_ENTRY, remoteEntries, DEV_UI_ENTRY);
await writeFile(join(root, 'dist/site-assets.json'), JSON.stringify(assets, null, 2));
const pwa = await buildPwaFiles(root, shared);
const compressed = await precompressAssets(join(root, 'dist/client/assets'));
await buildPlatformServer(root);
console.log(`built the shell and ${REMOTE_APP_NAMES.length} remote applications into dist/`);
console.log('compiled the platform into dist/platform/');
console.log(`built the installable app's icons, offline page and service worker (${pwa.precached} files precached)`);
console.log(
  `precompressed ${compressed.files} assets: ${Math.round(compressed.raw / 1024)} KB raw, ` +
    `${Math.round(compressed.brotli / 1024)} KB brotli`,
);
