import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createBufferedLogStream } from './log-stream';

describe('the buffered log stream', () => {
  let folder = '';
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('holds a line back, then writes it within a second', async () => {
    folder = await mkdtemp(join(tmpdir(), 'log-stream-'));
    const file = join(folder, 'log');
    const stream = createBufferedLogStream(file);
    await new Promise((resolve) => stream.once('ready', resolve));
    pino(stream).info({ bets: 3 }, 'placed');
    expect(await readFile(file, 'utf8')).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ bets: 3, msg: 'placed' });
    stream.end();
  });
});
