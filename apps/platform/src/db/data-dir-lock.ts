import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** The file naming the process that has the embedded database of a data folder open. */
export const dataDirLockPath = (dataDir: string): string => join(dataDir, 'platform.pid');

function holderOf(path: string): number | null {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // The process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims a data folder's embedded database for this process. Two processes on one PGlite cluster corrupt it or
 * spin forever, so a second one (a restart before the last process has ended, two `npm start`s) is refused with
 * the holder named. A file left by a process that ended without releasing it (a kill -9) is taken over. Answers
 * the call that releases the folder.
 */
export function claimDataDir(dataDir: string): () => void {
  const path = dataDirLockPath(dataDir);
  mkdirSync(dataDir, { recursive: true });
  for (;;) {
    try {
      const file = openSync(path, 'wx');
      writeSync(file, `${process.pid}\n`);
      closeSync(file);
      return () => {
        if (holderOf(path) === process.pid) rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(path);
    if (holder !== null && isRunning(holder)) {
      throw new Error(
        `the embedded database in ${dataDir} is open in process ${holder}${holder === process.pid ? ' (this one)' : ''}: ` +
          'stop that platform first, or give this one another DATA_DIR',
      );
    }
    rmSync(path, { force: true });
  }
}
