create table outbox_messages (
  id integer generated always as identity primary key,
  channel text not null check (channel in ('sms', 'email')),
  recipient text not null,
  subject text,
  body text not null,
  created_at timestamptz not null default now()
);

create index outbox_messages_recipient on outbox_messages (recipient, id);
