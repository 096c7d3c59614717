import { PGlite } from '@electric-sql/pglite';
import type { PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import fs from 'node:fs';

interface NodeStream {
  nfd: number;
}

/** The parts of the module's own Node filesystem this file changes. */
interface EmscriptenNodeFs {
  stream_ops: {
    write(stream: NodeStream, buffer: Uint8Array, offset: number, length: number, position?: number): number;
    fsync?(stream: NodeStream): number;
  };
  tryFSOperation<T>(operation: () => T): T;
}

type InitOptions = Parameters<NodeFS['init']>[1];

/**
 * PGlite's Node filesystem with real fsync: its module answers fsync without touching the disk, and PGlite starts
 * PostgreSQL with fsync off. Here every fsync reaches the disk, and the first failed write or fsync is reported:
 * the server cannot go on after it (PostgreSQL's own rule), so the caller stops the process.
 */
class DurableNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly onStorageFailure: (error: Error) => void,
  ) {
    super(dataDir);
  }

  override async init(pg: PGlite, opts: InitOptions) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const makeDurable = (module: object) => this.makeDurable((module as { NODEFS: EmscriptenNodeFs }).NODEFS);
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), makeDurable] } };
  }

  private makeDurable(nodeFs: EmscriptenNodeFs): void {
    // Node's own error (ENOSPC, EIO…) is seen here, before the module turns it into a bare number.
    const guarded = <T>(operation: () => T): T =>
      nodeFs.tryFSOperation(() => {
        try {
          return operation();
        } catch (error) {
          this.onStorageFailure(error instanceof Error ? error : new Error(String(error)));
          throw error;
        }
      });
    nodeFs.stream_ops.write = (stream, buffer, offset, length, position) =>
      guarded(() => fs.writeSync(stream.nfd, buffer, offset, length, position));
    nodeFs.stream_ops.fsync = (stream) =>
      guarded(() => {
        fs.fsyncSync(stream.nfd);
        return 0;
      });
  }
}

/**
 * PostgreSQL's own start flags for PGlite, with fsync on (PGlite passes -F) and the WAL flushed with fsync: the
 * module answers fdatasync, PostgreSQL's default, without touching the disk.
 */
export const durableStartParams = [
  ...PGlite.defaultStartParams.filter((flag) => flag !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

/** Options that keep a file-backed PGlite durable: a commit it acknowledges is on disk. */
export function durablePgliteOptions(
  dataDir: string,
  onStorageFailure: (error: Error) => void,
): Pick<PGliteOptions, 'fs' | 'startParams'> {
  return { fs: new DurableNodeFS(dataDir, onStorageFailure), startParams: durableStartParams };
}
