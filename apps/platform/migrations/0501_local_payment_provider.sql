-- The local test provider (outside production only): its transactions and the webhooks it owes the platform.
-- Deliveries are retried with a growing pause until the platform answers 2xx; any platform process may send one.
create table local_provider_transactions (
  id text primary key check (id ~ '^lp_[a-f0-9]{24}$'),
  payment_id bigint not null,
  direction text not null check (direction in ('deposit', 'withdrawal')),
  method_kind text not null,
  amount numeric(20, 2) not null,
  currency_iso text not null,
  -- open: the player has not decided on the hosted page yet
  status text not null check (status in ('open', 'pending', 'approved', 'declined', 'cancelled', 'paid')),
  return_urls jsonb not null,
  created_at timestamptz not null default now(),
  unique (payment_id, direction)
);

create table local_provider_deliveries (
  id bigint generated always as identity primary key,
  event_id text not null unique,
  transaction_id text not null references local_provider_transactions (id),
  status text not null,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  delivered_at timestamptz,
  last_answer text
);

create index local_provider_deliveries_due on local_provider_deliveries (next_attempt_at) where delivered_at is null;
