import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The platform as `npm run build` compiles it: what `npm start`, the browser tests and the cluster run. */
export const COMPILED_PLATFORM = 'dist/platform/main.js';

/** The compiled platform's path under the repository root; fails with the command to run when it is not built. */
export function compiledPlatformEntry(root: string): string {
  const entry = join(root, COMPILED_PLATFORM);
  if (!existsSync(entry)) throw new Error(`the platform is not compiled (${COMPILED_PLATFORM}): run \`npm run build\``);
  return entry;
}
