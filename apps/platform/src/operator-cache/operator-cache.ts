import type { Database } from '../db/database';
import { notifyChannel } from '../db/database';

const DEFAULT_MAX_KEYS = 200;

/** Bumped by every write of operator data; an answer computed under an older generation is never served. */
const generations = new WeakMap<object, number>();
const generationOf = (db: object) => generations.get(db) ?? 0;

/** How many times the operator's data of this database changed as this process heard it: a part of cache keys. */
export const operatorDataGeneration = (db: object): number => generationOf(db);

/**
 * Says that the operator's data in this database may have changed (settings, banners, content, SEO texts). Every
 * write path calls it once its write is done, before it answers, so the very next read computes afresh.
 */
export function operatorDataChanged(db: object): void {
  generations.set(db, generationOf(db) + 1);
}

/** An answer for a key of this database, computed once and kept until the operator's data changes. */
export type OperatorCache<T> = (db: object, key: string, compute: () => Promise<T>) => Promise<T>;

interface Store<T> {
  generation: number;
  answers: Map<string, Promise<T>>;
}

/**
 * Answers that depend only on what the operator edits, kept in this process for each database until
 * `operatorDataChanged` is called for it. Callers asking while an answer is computed share it; a failed
 * computation is not kept. At `maxKeys` different keys the store starts again, so keys taken from requests
 * cannot grow it without bound.
 */
export function createOperatorCache<T>(maxKeys: number = DEFAULT_MAX_KEYS): OperatorCache<T> {
  const stores = new WeakMap<object, Store<T>>();

  const storeFor = (db: object): Store<T> => {
    const generation = generationOf(db);
    const store = stores.get(db);
    if (store?.generation === generation) return store;
    const fresh = { generation, answers: new Map<string, Promise<T>>() };
    stores.set(db, fresh);
    return fresh;
  };

  return (db, key, compute) => {
    const { answers } = storeFor(db);
    const kept = answers.get(key);
    if (kept) return kept;
    if (answers.size >= maxKeys) answers.clear();
    const answer = compute();
    answers.set(key, answer);
    answer.catch(() => {
      if (answers.get(key) === answer) answers.delete(key);
    });
    return answer;
  };
}

/** Where a process says that it wrote the operator's data, for every process of the database to hear. */
export const OPERATOR_DATA_CHANNEL = 'operator_data_changes';

/**
 * Says that the operator's data changed, here at once and to every other process of the database through it:
 * an operator's write through any process is seen by all of them as soon as the notification arrives.
 */
export async function announceOperatorDataChange(db: Database): Promise<void> {
  operatorDataChanged(db);
  await notifyChannel(db, OPERATOR_DATA_CHANNEL);
}

/** This process drops its operator answers whenever any process writes, and after a gap in what it heard. */
export async function followOperatorData(db: Database): Promise<() => Promise<void>> {
  const changed = () => operatorDataChanged(db);
  return db.listen(OPERATOR_DATA_CHANNEL, { onMessage: changed, onResync: changed });
}
