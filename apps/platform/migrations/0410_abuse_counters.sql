-- Request counters of the abuse limits, shared by every platform process: one row per key (a route and a
-- client address, or a failure kind and an address) with its hits in the current window.
create table abuse_counters (
  key text primary key check (length(key) between 1 and 400),
  hits integer not null check (hits > 0),
  resets_at timestamptz not null
);

create index abuse_counters_resets_at on abuse_counters (resets_at);
