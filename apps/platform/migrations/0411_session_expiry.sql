-- The server ends sessions itself: a session the player did not ask to keep lasts at most a day and ends after
-- the operator's inactivity minutes without a request; a kept one lasts 30 days.
alter table sessions add column remembered boolean not null default true;
alter table sessions add column last_seen_at timestamptz not null default now();
