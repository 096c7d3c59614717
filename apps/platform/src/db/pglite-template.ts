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
/** The template last read, for as long as something else holds it: 40 MB a started platform need not keep. */
let keptTemplate: WeakRef<Blob> | null = null;

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
 * so the first one made is kept in the temporary folder and reused by every later start and test. In memory it
 * is shared while callers hold it, then read again from the file.
 */
export async function emptyClusterTemplate(): Promise<Blob> {
  const kept = keptTemplate?.deref();
  if (kept) return kept;
  pendingTemplate ??= existsSync(templatePath)
    ? readFile(templatePath).then((bytes) => new Blob([bytes]))
    : buildTemplate();
  const pending = pendingTemplate;
  try {
    const template = await pending;
    keptTemplate = new WeakRef(template);
    return template;
  } finally {
    if (pendingTemplate === pending) pendingTemplate = null;
  }
}
