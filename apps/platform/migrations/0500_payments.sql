-- Payments: the operator's payment methods per currency, the payment settings, and every deposit and withdrawal
-- with its state. Money itself moves only through the ledger (kinds deposit, withdrawal_hold, withdrawal_paid,
-- withdrawal_released); a payment row records what the provider and the operator decided.
create table payment_methods (
  code text not null check (code ~ '^[a-z0-9_]{1,40}$'),
  currency_iso text not null check (currency_iso ~ '^[A-Z]{3}$'),
  kind text not null check (kind in ('card', 'sbp', 'ewallet', 'mobile', 'bank', 'crypto')),
  position integer not null default 0,
  is_deposit_enabled boolean not null default true,
  is_withdrawal_enabled boolean not null default true,
  min_amount numeric(20, 2) not null check (min_amount > 0),
  max_amount numeric(20, 2) not null,
  -- the fee: a share of the amount plus a fixed part, rounded up to the cent; kept by the provider
  fee_percent numeric(5, 2) not null default 0 check (fee_percent >= 0 and fee_percent < 50),
  fee_fixed numeric(20, 2) not null default 0 check (fee_fixed >= 0),
  processing_minutes integer not null default 0 check (processing_minutes between 0 and 10080),
  primary key (code, currency_iso),
  check (max_amount >= min_amount)
);

insert into payment_methods
  (code, currency_iso, kind, position, min_amount, max_amount, fee_percent, fee_fixed, processing_minutes) values
  ('card', 'RUB', 'card', 1, 100, 600000, 0, 0, 0),
  ('sbp', 'RUB', 'sbp', 2, 10, 1000000, 0, 0, 0),
  ('ewallet', 'RUB', 'ewallet', 3, 50, 150000, 1.5, 0, 15),
  ('mobile', 'RUB', 'mobile', 4, 100, 15000, 3, 10, 30),
  ('bank', 'RUB', 'bank', 5, 1000, 5000000, 0, 50, 1440),
  ('crypto', 'RUB', 'crypto', 6, 500, 10000000, 1, 0, 60),
  ('card', 'USD', 'card', 1, 2, 10000, 0, 0, 0),
  ('ewallet', 'USD', 'ewallet', 3, 1, 3000, 1.5, 0, 15),
  ('bank', 'USD', 'bank', 5, 20, 100000, 0, 1, 1440),
  ('crypto', 'USD', 'crypto', 6, 10, 200000, 1, 0, 60),
  ('card', 'EUR', 'card', 1, 2, 10000, 0, 0, 0),
  ('ewallet', 'EUR', 'ewallet', 3, 1, 3000, 1.5, 0, 15),
  ('bank', 'EUR', 'bank', 5, 20, 100000, 0, 1, 1440),
  ('crypto', 'EUR', 'crypto', 6, 10, 200000, 1, 0, 60),
  ('card', 'KZT', 'card', 1, 500, 3000000, 0, 0, 0),
  ('mobile', 'KZT', 'mobile', 4, 500, 100000, 3, 50, 30),
  ('bank', 'KZT', 'bank', 5, 5000, 20000000, 0, 250, 1440);

-- One value per key; the rules of each are in payments/payment-settings.ts.
create table payment_settings (
  key text primary key check (key ~ '^[a-zA-Z]{1,60}$'),
  value jsonb not null,
  updated_at timestamptz not null default now()
);

create table payments (
  id bigint generated always as identity (start with 500000001) primary key,
  user_id integer not null references users (id),
  account_id integer not null references accounts (id),
  direction text not null check (direction in ('deposit', 'withdrawal')),
  method_code text not null,
  currency_iso text not null check (currency_iso ~ '^[A-Z]{3}$'),
  amount numeric(20, 2) not null check (amount > 0),
  fee numeric(20, 2) not null check (fee >= 0 and fee < amount),
  -- deposit: created → pending → completed | declined | cancelled
  -- withdrawal: pending → approved → completed | declined; pending → rejected | cancelled
  status text not null check (status in ('created', 'pending', 'approved', 'completed', 'declined', 'cancelled',
    'rejected')),
  provider text not null,
  provider_tx_id text,
  -- the provider's page the player is sent to for a deposit
  redirect_url text,
  -- the last time a process asked the provider to pay this approved withdrawal out (the payout sweep's claim)
  payout_attempt_at timestamptz,
  -- the browser's id of the request: a double click creates one payment
  request_id text not null check (request_id ~ '^[A-Za-z0-9-]{8,64}$'),
  -- the language the player returns to from the provider's page
  language text not null check (language ~ '^[a-z]{2}$'),
  note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, request_id),
  unique (provider, provider_tx_id)
);

create index payments_user on payments (user_id, id desc);
create index payments_waiting on payments (direction, status) where status in ('created', 'pending', 'approved');

-- Every webhook the platform received, accepted or not: forged, replayed and stale calls leave a trace here.
create table payment_webhook_log (
  id bigint generated always as identity primary key,
  provider text not null,
  event_id text,
  payment_id bigint,
  verdict text not null check (verdict in ('applied', 'ignored', 'replayed', 'bad_signature', 'stale', 'malformed',
    'unknown_payment')),
  detail text,
  body text not null,
  received_at timestamptz not null default now()
);

-- An event id is applied once: a replay of it finds its row here.
create unique index payment_webhook_log_applied on payment_webhook_log (provider, event_id)
  where verdict in ('applied', 'ignored');
