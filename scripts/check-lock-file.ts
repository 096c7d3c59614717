import { readFileSync } from 'node:fs';

/**
 * npm records every platform's optional binaries (Rollup's, esbuild's) in the lock file, but a lock written
 * after node_modules was removed may keep only the writer's own: `npm ci` on another system would then miss
 * its binary. Fails, naming each, when an optional dependency of a locked package has no entry of its own.
 */
interface LockedPackage {
  optionalDependencies?: Record<string, string>;
}

const { packages } = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};

/** Where node would find `name` from the package at `path`: its own node_modules, then each parent's. */
function isLocked(path: string, name: string): boolean {
  for (let base = path; ; base = base.slice(0, Math.max(0, base.lastIndexOf('/node_modules/')))) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
  }
}

const missing = Object.entries(packages).flatMap(([path, locked]) =>
  Object.keys(locked.optionalDependencies ?? {})
    .filter((name) => !isLocked(path, name))
    .map((name) => `${path || 'the root'} → ${name}`),
);
if (missing.length > 0) {
  console.error(`package-lock.json misses optional packages of other systems:\n${missing.join('\n')}`);
  process.exit(1);
}
console.log('package-lock.json records every optional package of every system');
