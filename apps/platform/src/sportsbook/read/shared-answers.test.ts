import { describe, expect, it } from 'vitest';
import { createSharedAnswers } from './shared-answers';

function clock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

function counted<T>(answers: readonly T[]) {
  let calls = 0;
  return {
    compute: async () => answers[calls++] as T,
    calls: () => calls,
  };
}

describe('shared answers', () => {
  it('serves a second call from the first computation, and computes again once its time is up', async () => {
    const time = clock();
    const shared = createSharedAnswers<string>({ ttlMs: 1000, now: time.now });
    const source = counted(['first', 'second']);

    expect(await shared('en', source.compute)).toBe('first');
    time.advance(999);
    expect(await shared('en', source.compute)).toBe('first');
    expect(source.calls()).toBe(1);

    time.advance(1);
    expect(await shared('en', source.compute)).toBe('second');
    expect(source.calls()).toBe(2);
  });

  it('lets callers arriving during a computation wait for it instead of starting another', async () => {
    const shared = createSharedAnswers<number>({ ttlMs: 1000, now: clock().now });
    let finish: (value: number) => void = () => undefined;
    let calls = 0;
    const compute = () => {
      calls += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const both = Promise.all([shared('k', compute), shared('k', compute)]);
    finish(7);
    expect(await both).toEqual([7, 7]);
    expect(calls).toBe(1);
  });

  it('keeps each key apart', async () => {
    const shared = createSharedAnswers<string>({ ttlMs: 1000, now: clock().now });
    expect(await shared('en', async () => 'english')).toBe('english');
    expect(await shared('ru', async () => 'russian')).toBe('russian');
    expect(await shared('en', async () => 'not asked')).toBe('english');
  });

  it('does not keep a failure: the next caller computes again', async () => {
    const shared = createSharedAnswers<string>({ ttlMs: 1000, now: clock().now });
    await expect(shared('k', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await shared('k', async () => 'recovered')).toBe('recovered');
  });

  it('holds at most the given number of keys', async () => {
    const shared = createSharedAnswers<string>({ ttlMs: 1000, now: clock().now, maxKeys: 2 });
    await shared('a', async () => 'a');
    await shared('b', async () => 'b');
    await shared('c', async () => 'c');
    expect(await shared('a', async () => 'a again')).toBe('a again');
  });
});
