-- Responsible-gaming limits. A player has at most one ACTIVE and one PENDING row per limit type among the rows
-- not closed; closed rows are the history. Time rules compare started_at/ends_at with the limit clock, so an
-- expiry or an end happens in the database for every process at once, with no sweep.
create table player_limits (
  id bigint generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  limit_type integer not null check (limit_type in (1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33)),
  -- an amount (1-3, 10-12, 20-22), hours (31), minutes (32) or days (30, 33); null: a pending removal
  limit_value numeric(20, 2),
  state text not null check (state in ('ACTIVE', 'PENDING')),
  -- ACTIVE: since when it applies; PENDING: from when the player may confirm it
  started_at timestamptz not null,
  -- ACTIVE: when it ends by itself (30, 33), else null; PENDING: when the unconfirmed change expires
  ends_at timestamptz,
  reason_id integer,
  created_at timestamptz not null default now(),
  closed_at timestamptz,
  close_reason text check (close_reason in ('replaced', 'confirmed', 'rejected', 'cancelled', 'expired', 'ended')),
  check (state = 'PENDING' or limit_value is not null),
  check ((closed_at is null) = (close_reason is null))
);

create unique index player_limits_open on player_limits (user_id, limit_type, state) where closed_at is null;

-- A questionnaire handed out for a change that loosens limits: the change waits here until it is answered.
create table limit_questionnaires (
  token_hash text primary key,
  user_id integer not null references users (id) on delete cascade,
  requested jsonb not null,
  expires_at timestamptz not null,
  answered_at timestamptz
);

-- Time a player has spent logged in per day (UTC), credited by the server from the client's pings.
create table session_time_days (
  user_id integer not null references users (id) on delete cascade,
  day date not null,
  used_seconds integer not null default 0 check (used_seconds >= 0),
  primary key (user_id, day)
);

-- The session's last credited activity and the reality check's last acknowledgement.
alter table sessions add column active_at timestamptz;
alter table sessions add column reality_checked_at timestamptz;

-- The clock the limit rules read: the database's time plus an offset, and the seconds a session-limit hour
-- lasts. Only the test-only admin command changes them (refused in production), so browser tests need not wait.
create table limit_clock (
  id boolean primary key default true check (id),
  offset_seconds bigint not null default 0,
  hour_seconds integer not null default 3600 check (hour_seconds between 1 and 3600)
);
insert into limit_clock default values;
