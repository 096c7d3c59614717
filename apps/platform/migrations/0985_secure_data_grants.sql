-- A player's re-confirmation (password or two-step code) before seeing or changing the secure data: one grant per
-- session, proved by an HttpOnly cookie whose SHA-256 alone is kept here, for 1800 seconds. Ending the session
-- ends its grant.
create table secure_data_grants (
  session_id text primary key references sessions (id) on delete cascade,
  token_hash text not null,
  expires_at timestamptz not null
);
