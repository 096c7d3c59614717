-- Identification: a player uploads an image of an identity document; an operator verifies it (the player's
-- `is_verified` turns true) or rejects it with a reason the player reads. One document waits at a time.
create table identity_documents (
  id bigint generated always as identity (start with 700000001) primary key,
  user_id integer not null references users (id) on delete cascade,
  document_type text not null check (document_type in ('passport', 'id_card', 'driving_licence')),
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
  bytes bytea not null check (octet_length(bytes) between 1 and 5242880),
  status text not null default 'pending' check (status in ('pending', 'verified', 'rejected')),
  reason text check (length(reason) between 1 and 500),
  submitted_at timestamptz not null default now(),
  decided_at timestamptz,
  check ((status = 'pending') = (decided_at is null)),
  check ((status = 'rejected') = (reason is not null))
);

create unique index identity_documents_one_pending on identity_documents (user_id) where status = 'pending';
create index identity_documents_user on identity_documents (user_id, id desc);
