-- A restricted player's appeal against the restriction of their account, and the operator's answer to it.
create table block_appeals (
  id bigint generated always as identity primary key,
  user_id integer not null references users (id),
  -- The client's id of the sending: a retried request answers the appeal it wrote.
  request_id text not null,
  message text not null check (length(message) between 10 and 2000),
  status text not null default 'pending' check (status in ('pending', 'accepted', 'declined')),
  reply text check (length(reply) between 1 and 2000),
  created_at timestamptz not null default now(),
  answered_at timestamptz,
  check ((status = 'pending') = (answered_at is null)),
  unique (user_id, request_id)
);

-- One appeal waits for an answer at a time.
create unique index block_appeals_one_pending on block_appeals (user_id) where status = 'pending';
create index block_appeals_by_user on block_appeals (user_id, id desc);
