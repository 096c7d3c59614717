import { writeSync } from 'node:fs';

/**
 * Ends the process after the embedded database failed to write: PostgreSQL cannot go on after a failed write or
 * fsync, and answering anything more would acknowledge what is not on disk. Written synchronously, as the failure
 * is seen in the middle of the database's own call.
 */
export function stopOnStorageFailure(clusterDir: string, error: Error): never {
  writeSync(
    2,
    `betfront stopped: the embedded database could not write to ${clusterDir} (${error.message}). ` +
      'Every operation acknowledged before is on disk; nothing after it was acknowledged. ' +
      'Free space or repair the disk, then start again: the database recovers from its write-ahead log. ' +
      'If it does not open, restore the last backup with `npm run admin -- restore <file>` (docs/recovery.md).\n',
  );
  process.exit(1);
}
