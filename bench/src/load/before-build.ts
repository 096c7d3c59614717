import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readlink, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPILED_PLATFORM } from '../../../apps/platform/src/process/compiled-platform';

const git = (root: string, ...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/**
 * The registry packages of this checkout, linked into the other one; the workspace's own packages link to the
 * other checkout's sources (their links are relative), so it compiles its own code with the same dependencies.
 */
async function linkDependencies(root: string, checkout: string): Promise<void> {
  const modules = join(checkout, 'node_modules');
  await mkdir(join(modules, '@betfront'), { recursive: true });
  for (const entry of await readdir(join(root, 'node_modules'))) {
    if (entry === '@betfront') continue;
    await symlink(join(root, 'node_modules', entry), join(modules, entry));
  }
  for (const workspace of await readdir(join(root, 'node_modules', '@betfront'))) {
    const target = await readlink(join(root, 'node_modules', '@betfront', workspace));
    await symlink(target, join(modules, '@betfront', workspace));
  }
}

/**
 * The site and platform as they were at `ref` (by default where this branch left the main line), compiled in a
 * folder of their own and kept there for the next run: the "before" of a bench that compares in one run.
 */
export async function buildBefore(root: string, ref = git(root, 'merge-base', 'HEAD', 'main')): Promise<string> {
  const commit = git(root, 'rev-parse', '--short', `${ref}^{commit}`);
  const checkout = join(tmpdir(), `betfront-before-${commit}`);
  if (existsSync(join(checkout, COMPILED_PLATFORM))) return checkout;
  await rm(checkout, { recursive: true, force: true });
  await mkdir(checkout, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${checkout}"`], { cwd: root });
  await linkDependencies(root, checkout);
  console.log(`building the before (${commit}) in ${checkout}…`);
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: checkout, stdio: 'inherit' });
  return checkout;
}
