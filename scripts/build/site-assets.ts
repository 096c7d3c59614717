import { createHash } from 'node:crypto';
import { z } from 'zod';

const manifestChunkSchema = z.object({
  file: z.string(),
  css: z.array(z.string()).optional(),
  imports: z.array(z.string()).optional(),
  dynamicImports: z.array(z.string()).optional(),
  isEntry: z.boolean().optional(),
});
export const viteManifestSchema = z.record(z.string(), manifestChunkSchema);
type ViteManifest = z.infer<typeof viteManifestSchema>;

/** A chunk's files with every chunk it imports, each import before the chunk that imports it. */
function collect(manifest: ViteManifest, key: string, seen = new Set<string>()): { js: string[]; css: string[] } {
  if (seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk ${key}`);
  const nested = (chunk.imports ?? []).map((child) => collect(manifest, child, seen));
  return {
    js: [...nested.flatMap((part) => part.js), chunk.file],
    css: [...nested.flatMap((part) => part.css), ...(chunk.css ?? [])],
  };
}

const entryFile = (manifest: ViteManifest, key: string) => {
  const file = manifest[key]?.file;
  if (!file) throw new Error(`manifest has no chunk ${key}`);
  return file;
};

/** The one stylesheet Vite writes when CSS is not split by chunk. */
const SITE_STYLESHEET = 'style.css';

const url = (file: string) => `/${file}`;

/** Names the build: every file name carries its content's hash, so any change of code makes a new version. */
const siteVersion = (manifest: ViteManifest) =>
  createHash('sha256')
    .update(
      Object.values(manifest)
        .map((chunk) => chunk.file)
        .sort()
        .join('\n'),
    )
    .digest('base64url')
    .slice(0, 16);

/** Turns Vite's manifest into the shell's asset list and the remote registry (app → versioned URLs). */
export function siteAssetsFromManifest(
  manifest: ViteManifest,
  shellEntry: string,
  remoteEntries: Record<string, string>,
  devUiEntry: string,
) {
  // The shell's entry waits for the first paint and then runs the page's code, a module at a time in this order.
  const shellJs = entryFile(manifest, shellEntry);
  const seen = new Set<string>([shellEntry]);
  const shellParts = [...(manifest[shellEntry]?.imports ?? []), ...(manifest[shellEntry]?.dynamicImports ?? [])].map(
    (key) => collect(manifest, key, seen),
  );
  const shell = {
    js: shellParts.flatMap((part) => part.js),
    css: [...(manifest[shellEntry]?.css ?? []), ...shellParts.flatMap((part) => part.css)],
  };
  // The whole site's styles are one file (cssCodeSplit off): one request before the first paint instead of a
  // request per component, and every later page already has its styles.
  const siteCss = manifest[SITE_STYLESHEET]?.file;
  if (!siteCss) throw new Error(`the manifest has no ${SITE_STYLESHEET}`);
  const devUiJs = entryFile(manifest, devUiEntry);
  const devUi = collect(manifest, devUiEntry);
  const remotes = Object.entries(remoteEntries).map(
    ([appName, entry]) => [appName, entryFile(manifest, entry), collect(manifest, entry)] as const,
  );
  return {
    version: siteVersion(manifest),
    devUi: { js: url(devUiJs), css: [...new Set([siteCss, ...devUi.css])].map(url) },
    shell: { js: url(shellJs), css: [...new Set([siteCss, ...shell.css])].map(url), preload: shell.js.map(url) },
    registry: Object.fromEntries(
      remotes.map(([appName, js, remote]) => [appName, { js: url(js), css: [...new Set(remote.css)].map(url) }]),
    ),
    // What a remote's entry imports, imports first: loaded with the entry when the page shows the remote, not found
    // a step later.
    remotePreload: Object.fromEntries(
      remotes.map(([appName, js, remote]) => [appName, remote.js.filter((file) => file !== js).map(url)]),
    ),
  };
}
