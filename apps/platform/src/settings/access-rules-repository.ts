import type { Queryable } from '../db/database';

export interface CountryBlock {
  countryCode: string;
  reason: number;
}
export interface UserAgentBlock {
  pattern: string;
  reason: number;
}
export interface RedirectRule {
  fromPath: string;
  toUrl: string;
  code: number;
}

export async function listCountryBlocks(db: Queryable): Promise<CountryBlock[]> {
  return db.query<{ countryCode: string; reason: number }>(
    'select country_code as "countryCode", reason from country_blocks order by country_code',
  );
}

export async function findCountryBlock(db: Queryable, countryCode: string): Promise<CountryBlock | null> {
  const rows = await db.query<{ countryCode: string; reason: number }>(
    'select country_code as "countryCode", reason from country_blocks where country_code = $1',
    [countryCode],
  );
  return rows[0] ?? null;
}

export async function saveCountryBlock(db: Queryable, block: CountryBlock): Promise<void> {
  await db.query(
    'insert into country_blocks (country_code, reason) values ($1, $2) on conflict (country_code) do update set reason = excluded.reason',
    [block.countryCode, block.reason],
  );
}

export async function deleteCountryBlock(db: Queryable, countryCode: string): Promise<boolean> {
  const rows = await db.query('delete from country_blocks where country_code = $1 returning 1', [countryCode]);
  return rows.length > 0;
}

export async function listUserAgentBlocks(db: Queryable): Promise<UserAgentBlock[]> {
  return db.query<{ pattern: string; reason: number }>(
    'select pattern, reason from user_agent_blocks order by pattern',
  );
}

export async function saveUserAgentBlock(db: Queryable, block: UserAgentBlock): Promise<void> {
  await db.query(
    'insert into user_agent_blocks (pattern, reason) values ($1, $2) on conflict (pattern) do update set reason = excluded.reason',
    [block.pattern, block.reason],
  );
}

export async function deleteUserAgentBlock(db: Queryable, pattern: string): Promise<boolean> {
  const rows = await db.query('delete from user_agent_blocks where pattern = $1 returning 1', [pattern]);
  return rows.length > 0;
}

export async function listRedirectRules(db: Queryable): Promise<RedirectRule[]> {
  return db.query<{ fromPath: string; toUrl: string; code: number }>(
    'select from_path as "fromPath", to_url as "toUrl", code from redirect_rules order by from_path',
  );
}

export async function findRedirectRule(db: Queryable, fromPath: string): Promise<RedirectRule | null> {
  const rows = await db.query<{ fromPath: string; toUrl: string; code: number }>(
    'select from_path as "fromPath", to_url as "toUrl", code from redirect_rules where from_path = $1',
    [fromPath],
  );
  return rows[0] ?? null;
}

export async function saveRedirectRule(db: Queryable, rule: RedirectRule): Promise<void> {
  await db.query(
    `insert into redirect_rules (from_path, to_url, code) values ($1, $2, $3)
     on conflict (from_path) do update set to_url = excluded.to_url, code = excluded.code`,
    [rule.fromPath, rule.toUrl, rule.code],
  );
}

export async function deleteRedirectRule(db: Queryable, fromPath: string): Promise<boolean> {
  const rows = await db.query('delete from redirect_rules where from_path = $1 returning 1', [fromPath]);
  return rows.length > 0;
}

export async function listBlockedFragments(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ fragment: string }>('select fragment from blocked_url_fragments order by fragment');
  return rows.map((row) => row.fragment);
}

export async function addBlockedFragment(db: Queryable, fragment: string): Promise<void> {
  await db.query('insert into blocked_url_fragments (fragment) values ($1) on conflict do nothing', [fragment]);
}

export async function deleteBlockedFragment(db: Queryable, fragment: string): Promise<boolean> {
  const rows = await db.query('delete from blocked_url_fragments where fragment = $1 returning 1', [fragment]);
  return rows.length > 0;
}
