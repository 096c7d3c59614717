import type { PGlite } from '@electric-sql/pglite';

/** Where the migrated test cluster keeps a copy of the rows its migrations wrote, to be put back on reset. */
const SEED_SCHEMA = 'test_seed';

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface TableColumns {
  table: string;
  columns: string;
}

/** The platform's tables, each with its columns that can be written (generated ones left out). */
async function writableTables(pglite: PGlite): Promise<TableColumns[]> {
  const { rows } = await pglite.query<TableColumns>(`
    select c.relname as "table",
           string_agg(format('%I', a.attname), ', ' order by a.attnum) as columns
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     where n.nspname = 'public' and c.relkind in ('r', 'p')
     group by c.relname
     order by c.relname`);
  return rows;
}

/** Copies the rows the migrations wrote, and where each sequence stands, beside the tables: once, when migrated. */
export async function keepMigratedRows(pglite: PGlite): Promise<void> {
  await pglite.exec(`create schema ${SEED_SCHEMA}`);
  for (const { table, columns } of await writableTables(pglite)) {
    const { rows } = await pglite.query<{ seeded: boolean }>(`select exists (select from ${quote(table)}) as seeded`);
    if (!rows[0]?.seeded) continue;
    await pglite.exec(`create table ${SEED_SCHEMA}.${quote(table)} as select ${columns} from public.${quote(table)}`);
  }
  await pglite.exec(`create table ${SEED_SCHEMA}.sequences as
    select sequencename as name, last_value as last from pg_sequences where schemaname = 'public'`);
}

/**
 * Turns a migrated cluster (one that kept its migrated rows) back into one just migrated at every call of the
 * answered function: the tables hold what the migrations wrote, every sequence stands where they left it.
 */
export async function resetToMigrated(pglite: PGlite): Promise<() => Promise<void>> {
  const tables = await writableTables(pglite);
  const { rows: seeded } = await pglite.query<{ table: string }>(
    `select table_name as "table" from information_schema.tables where table_schema = $1 and table_name <> 'sequences'`,
    [SEED_SCHEMA],
  );
  const { rows: sequences } = await pglite.query<{ name: string; last: string | null }>(
    `select name, last::text as last from ${SEED_SCHEMA}.sequences`,
  );
  const columnsOf = new Map(tables.map(({ table, columns }) => [table, columns]));
  const script = [
    // Triggers (money guards, audit rows) stay quiet while the migrated rows go back: they were checked then.
    'set session_replication_role = replica;',
    `truncate ${tables.map(({ table }) => `public.${quote(table)}`).join(', ')};`,
    ...seeded.map(({ table }) => {
      const columns = columnsOf.get(table);
      return `insert into public.${quote(table)} (${columns}) overriding system value select ${columns} from ${SEED_SCHEMA}.${quote(table)};`;
    }),
    ...sequences.map(({ name, last }) =>
      last === null
        ? `alter sequence public.${quote(name)} restart;`
        : `select setval('public.${quote(name)}', ${last}, true);`,
    ),
    'set session_replication_role = origin;',
  ].join('\n');
  return async () => {
    await pglite.exec(script);
  };
}
