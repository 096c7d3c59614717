import { readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'esbuild';
import { COMPILED_PLATFORM } from '../../apps/platform/src/process/compiled-platform';

/**
 * Packages from the registry stay imports of node_modules, loaded as published; the workspace's own packages
 * (`@betfront/*`, TypeScript sources) are compiled into the bundle.
 */
const registryPackagesExternal: Plugin = {
  name: 'registry-packages-external',
  setup(plugin) {
    plugin.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@betfront/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * The platform finds its migrations, dictionaries and static files beside its sources (`import.meta.url`): in
 * one bundle every module would share the bundle's own URL, so each keeps the URL of its source file, written
 * relative to the bundle so that the repository can move.
 */
function sourceUrlsKept(root: string, outDir: string): Plugin {
  return {
    name: 'source-urls-kept',
    setup(plugin) {
      plugin.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (args.path.includes('node_modules') || !args.path.startsWith(root)) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const fromBundle = relative(outDir, args.path).split('\\').join('/');
        return {
          contents: source.replaceAll(
            'import.meta.url',
            `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
          ),
          loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

/**
 * Compiles the platform into one ES module for Node, its dependencies left to node_modules: no TypeScript
 * compiler in the request path.
 */
export async function buildPlatformServer(root: string): Promise<void> {
  const outFile = join(root, COMPILED_PLATFORM);
  await build({
    absWorkingDir: root,
    entryPoints: ['apps/platform/src/main.ts'],
    outfile: outFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    // NODE_ENV is read when the process starts, never fixed at build time.
    plugins: [registryPackagesExternal, sourceUrlsKept(root, dirname(outFile))],
  });
}
