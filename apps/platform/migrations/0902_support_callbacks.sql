-- Callbacks a player orders (callback) and follows (call-history): new → scheduled → done, or cancelled.
create table support_callbacks (
  id bigint generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  phone text not null check (phone ~ '^\+\d{7,15}$'),
  preferred_at timestamptz not null,
  topic text not null,
  comment text check (length(comment) <= 500),
  status text not null check (status in ('new', 'scheduled', 'done', 'cancelled')),
  scheduled_at timestamptz,
  -- the operator's word to the player on scheduling, finishing or cancelling
  note text check (length(note) <= 500),
  cancelled_by text check (cancelled_by in ('player', 'operator')),
  request_id text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, request_id)
);

create index support_callbacks_by_status on support_callbacks (status, preferred_at);
create index support_callbacks_player on support_callbacks (user_id, id desc);
