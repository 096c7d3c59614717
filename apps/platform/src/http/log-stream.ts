import { pino } from 'pino';

/** The log is written in chunks of this many bytes… */
const LOG_CHUNK_BYTES = 4096;
/** …and whatever it holds at least this often, so a quiet process's lines still show within a second. */
const LOG_FLUSH_MS = 1000;

type LogStream = ReturnType<typeof pino.destination>;

/**
 * A log destination written a few kilobytes at a time: a write per line cost a busy server about a fifth of a
 * cached page's time. Lines wait at most a second; pino writes what is left when the process exits.
 */
export function createBufferedLogStream(dest: number | string): LogStream {
  const stream = pino.destination({ dest, minLength: LOG_CHUNK_BYTES, sync: false });
  const flusher = setInterval(() => stream.flush(), LOG_FLUSH_MS);
  flusher.unref();
  stream.on('close', () => clearInterval(flusher));
  return stream;
}

let stdout: LogStream | undefined;

/** Standard output as the log's buffered destination, one for every app of the process. */
export function bufferedStdout(): LogStream {
  stdout ??= createBufferedLogStream(1);
  return stdout;
}
