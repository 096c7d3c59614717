-- Letters to support (support/email): a thread per request, with images attached to its messages.
create table support_requests (
  id bigint generated always as identity primary key,
  -- null for a visitor, who is answered by e-mail only
  user_id integer references users (id) on delete cascade,
  email text,
  -- the language the sender wrote in: answers by e-mail and in the office are worded in it
  language text not null check (language in ('ru', 'en')),
  topic text not null,
  status text not null check (status in ('open', 'answered', 'closed')),
  request_id text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (user_id is not null or email is not null)
);

create unique index support_requests_player_request on support_requests (user_id, request_id) where user_id is not null;
create unique index support_requests_visitor_request on support_requests (email, request_id) where user_id is null;
create index support_requests_by_status on support_requests (status, updated_at);

create table support_request_messages (
  id bigint generated always as identity primary key,
  request_id bigint not null references support_requests (id) on delete cascade,
  author text not null check (author in ('player', 'operator')),
  body text not null,
  created_at timestamptz not null default now()
);

create index support_request_messages_thread on support_request_messages (request_id, id);

-- The bytes of an attached image; its type was read from the bytes themselves when it arrived.
create table support_attachments (
  id bigint generated always as identity primary key,
  message_id bigint not null references support_request_messages (id) on delete cascade,
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
  size_bytes integer not null check (size_bytes > 0),
  bytes bytea not null
);

create index support_attachments_message on support_attachments (message_id);
