import { describe, expect, it } from 'vitest';
import { createOperatorCache, operatorDataChanged } from './operator-cache';

/** A computation that counts its runs and answers the run's number. */
function counted() {
  let runs = 0;
  return {
    compute: async () => (runs += 1),
    get runs() {
      return runs;
    },
  };
}

/** A computation the test finishes by hand. */
function deferred<T>() {
  let finish: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (finish = resolve));
  return { promise, finish };
}

describe('createOperatorCache', () => {
  it('computes an answer once per key and database', async () => {
    const cache = createOperatorCache<number>();
    const db = {};
    const source = counted();
    expect(await cache(db, 'en', source.compute)).toBe(1);
    expect(await cache(db, 'en', source.compute)).toBe(1);
    expect(await cache(db, 'ru', source.compute)).toBe(2);
    expect(await cache({}, 'en', source.compute)).toBe(3);
    expect(source.runs).toBe(3);
  });

  it('shares a computation with the callers asking while it runs', async () => {
    const cache = createOperatorCache<string>();
    const db = {};
    const pending = deferred<string>();
    let runs = 0;
    const compute = () => ((runs += 1), pending.promise);
    const answers = Promise.all([cache(db, 'key', compute), cache(db, 'key', compute)]);
    pending.finish('answer');
    expect(await answers).toEqual(['answer', 'answer']);
    expect(runs).toBe(1);
  });

  it('computes afresh after the operator data of that database changed, and only there', async () => {
    const cache = createOperatorCache<number>();
    const db = {};
    const other = {};
    const source = counted();
    await cache(db, 'key', source.compute);
    await cache(other, 'key', source.compute);
    operatorDataChanged(db);
    expect(await cache(db, 'key', source.compute)).toBe(3);
    expect(await cache(db, 'key', source.compute)).toBe(3);
    expect(await cache(other, 'key', source.compute)).toBe(2);
  });

  it('never serves an answer that was being computed when the data changed', async () => {
    const cache = createOperatorCache<string>();
    const db = {};
    const before = deferred<string>();
    const started = cache(db, 'key', () => before.promise);
    operatorDataChanged(db);
    const after = cache(db, 'key', async () => 'after the change');
    before.finish('before the change');
    expect(await started).toBe('before the change');
    expect(await after).toBe('after the change');
    expect(await cache(db, 'key', async () => 'computed again')).toBe('after the change');
  });

  it('does not keep a failed computation', async () => {
    const cache = createOperatorCache<string>();
    const db = {};
    await expect(cache(db, 'key', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await cache(db, 'key', async () => 'recovered')).toBe('recovered');
  });

  it('starts again once it holds as many keys as allowed', async () => {
    const cache = createOperatorCache<number>(2);
    const db = {};
    const source = counted();
    await cache(db, 'a', source.compute);
    await cache(db, 'b', source.compute);
    await cache(db, 'c', source.compute);
    expect(await cache(db, 'c', source.compute)).toBe(3);
    expect(await cache(db, 'a', source.compute)).toBe(4);
  });
});
