import { PGlite } from '@electric-sql/pglite';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

// Resolved through require: vitest's module runner, which loads the tests' global setup, has no import.meta.resolve.
const pglitePackageJson = join(
  dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
  '../package.json',
);
const pgliteVersion = (JSON.parse(readFileSync(pglitePackageJson, 'utf8')) as { version: string }).version;
const templatePath = join(tmpdir(), `betfront-pglite-${pgliteVersion}-empty-cluster.tar`);

let pendingTemplate: Promise<Blob> | null = null;

async function buildTemplate(): Promise<Blob> {
  const pglite = await PGlite.create();
  try {
    const dump = await pglite.dumpDataDir('none');
    const partPath = `${templatePath}.${process.pid}.part`;
    await writeFile(partPath, Buffer.from(await dump.arrayBuffer()));
    await rename(partPath, templatePath);
    return dump;
  } finally {
    await pglite.close();
  }
}

/**
 * An empty, freshly initialised cluster. Creating one costs seconds; loading a copy costs well under one,
 * so the first one made is kept in the temporary folder and reused by every later start and test.
 */
export function emptyClusterTemplate(): Promise<Blob> {
  pendingTemplate ??= existsSync(templatePath)
    ? readFile(templatePath).then((bytes) => new Blob([bytes]))
    : buildTemplate();
  return pendingTemplate;
}
