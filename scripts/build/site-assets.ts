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

function collect(manifest: ViteManifest, key: string, seen = new Set<string>()): { js: string[]; css: string[] } {
  if (seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk ${key}`);
  const nested = (chunk.imports ?? []).map((child) => collect(manifest, child, seen));
  return {
    js: [chunk.file, ...nested.flatMap((part) => part.js)],
    css: [...(chunk.css ?? []), ...nested.flatMap((part) => part.css)],
  };
}

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
  // The shell's entry waits for the first paint and then imports the page's code: preloaded all the same.
  const seen = new Set<string>();
  const shellParts = [shellEntry, ...(manifest[shellEntry]?.dynamicImports ?? [])].map((key) =>
    collect(manifest, key, seen),
  );
  const shell = { js: shellParts.flatMap((part) => part.js), css: shellParts.flatMap((part) => part.css) };
  const [shellJs, ...shellImports] = shell.js;
  if (!shellJs) throw new Error('the shell entry has no file');
  // The whole site's styles are one file (cssCodeSplit off): one request before the first paint instead of a
  // request per component, and every later page already has its styles.
  const siteCss = manifest[SITE_STYLESHEET]?.file;
  if (!siteCss) throw new Error(`the manifest has no ${SITE_STYLESHEET}`);
  const devUi = collect(manifest, devUiEntry);
  const remotes = Object.entries(remoteEntries).map(([appName, entry]) => [appName, collect(manifest, entry)] as const);
  return {
    version: siteVersion(manifest),
    devUi: { js: url(devUi.js[0] ?? ''), css: [...new Set([siteCss, ...devUi.css])].map(url) },
    shell: { js: url(shellJs), css: [...new Set([siteCss, ...shell.css])].map(url), preload: shellImports.map(url) },
    registry: Object.fromEntries(
      remotes.map(([appName, remote]) => [
        appName,
        { js: url(remote.js[0] ?? ''), css: [...new Set(remote.css)].map(url) },
      ]),
    ),
    // What a remote's entry imports: preloaded with the entry when the page shows the remote, not found a step later.
    remotePreload: Object.fromEntries(remotes.map(([appName, remote]) => [appName, remote.js.slice(1).map(url)])),
  };
}
