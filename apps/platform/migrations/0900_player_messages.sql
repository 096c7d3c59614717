-- The office inbox: messages the operator (or support, answering a request) sends to players.
create table player_messages (
  id bigint generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  -- 'operator' for the operator's messages, 'support' for answers to the player's support requests
  source text not null check (source in ('operator', 'support')),
  -- the operator's send that wrote it, so one send to a segment can be told apart from another
  send_id text not null,
  subject text not null check (length(subject) between 1 and 200),
  body text not null check (length(body) between 1 and 5000),
  created_at timestamptz not null default now(),
  read_at timestamptz,
  deleted_at timestamptz,
  unique (user_id, send_id)
);

create index player_messages_inbox on player_messages (user_id, id desc) where deleted_at is null;
