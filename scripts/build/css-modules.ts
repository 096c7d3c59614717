import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import type { CSSModulesOptions } from 'vite';

/**
 * Class names that depend only on the file and the class, so the client and server builds agree. Short: a page
 * carries a thousand of them, and a name's words would be a tenth of its markup. A letter first, since a class
 * may not begin with a digit; two classes that would share a name stop the build.
 */
export function cssModulesOptions(root: string): CSSModulesOptions {
  const owners = new Map<string, string>();
  return {
    generateScopedName: (name, filename) => {
      const owner = `${relative(root, filename.split('?')[0] ?? filename)}:${name}`;
      const scoped = `b${createHash('sha256').update(owner).digest('base64url').slice(0, 6)}`;
      const known = owners.get(scoped) ?? owner;
      if (known !== owner) throw new Error(`The classes ${known} and ${owner} would both be named ${scoped}`);
      owners.set(scoped, owner);
      return scoped;
    },
  };
}
