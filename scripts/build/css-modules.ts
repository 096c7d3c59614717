import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import type { CSSModulesOptions } from 'vite';

/** Class names that depend only on the file and the class, so the client and server builds agree. */
export function cssModulesOptions(root: string): CSSModulesOptions {
  return {
    generateScopedName: (name, filename) => {
      const file = relative(root, filename.split('?')[0] ?? filename);
      const hash = createHash('sha256').update(`${file}:${name}`).digest('base64url').slice(0, 6);
      return `bf_${name}_${hash}`;
    },
  };
}
