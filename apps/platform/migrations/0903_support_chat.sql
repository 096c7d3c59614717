-- The support chat of our own provider: one conversation per player (or visitor cookie) and queue.
create table chat_conversations (
  id bigint generated always as identity primary key,
  -- support: the site's consultants; payments: the payment consultant
  queue text not null check (queue in ('support', 'payments')),
  user_id integer references users (id) on delete cascade,
  -- the SHA-256 of a visitor's chat cookie; the cookie itself is never stored
  visitor_key text,
  status text not null default 'open' check (status in ('open', 'closed')),
  -- the last message each side has seen, for the unread counts
  player_read_id bigint not null default 0,
  operator_read_id bigint not null default 0,
  created_at timestamptz not null default now(),
  last_message_at timestamptz not null default now(),
  check ((user_id is null) <> (visitor_key is null))
);

create unique index chat_conversations_player on chat_conversations (user_id, queue) where user_id is not null;
create unique index chat_conversations_visitor on chat_conversations (visitor_key, queue) where visitor_key is not null;

-- Every process follows this table by id to push new messages to the browsers it serves.
create table chat_messages (
  id bigint generated always as identity primary key,
  conversation_id bigint not null references chat_conversations (id) on delete cascade,
  author text not null check (author in ('player', 'operator')),
  body text not null check (length(body) between 1 and 2000),
  created_at timestamptz not null default now()
);

create index chat_messages_conversation on chat_messages (conversation_id, id);
