import pg from 'pg';
import type { CustomTypesConfig } from 'pg';

/** An int8 (bigint ids, counts) as PGlite reads it: a number while it is exact, a bigint beyond. */
export function parseInt8(text: string): number | bigint {
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : BigInt(text);
}

/** pg's parsers but for int8, which pg leaves a string: code then gets the same values from both databases. */
export const pgliteCompatibleTypes: CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 && format !== 'binary'
      ? parseInt8
      : pg.types.getTypeParser(oid, format)) as CustomTypesConfig['getTypeParser'],
};
