-- Bring a friend: each player's referral code, the friends who registered through it, and the operator's rule
-- by currency. A friend qualifies with a first credited deposit of at least the minimum of its currency; the
-- referrer then collects the reward of their main account's currency, a `referral_reward` ledger movement
-- (house bonuses → main account) with the reference `referral:{friend's user id}`.
alter table ledger_entries drop constraint ledger_entries_kind_check;
alter table ledger_entries add constraint ledger_entries_kind_check check (kind in ('opening', 'stake', 'win',
  'refund', 'cash_out', 'deposit', 'withdrawal_hold', 'withdrawal_paid', 'withdrawal_released', 'conversion',
  'transfer', 'bonus_credit', 'bonus_release', 'bonus_forfeit', 'cashback', 'casino_debit', 'casino_credit',
  'casino_rollback', 'adjustment', 'referral_reward'));

create table referral_codes (
  user_id integer primary key references users (id) on delete cascade,
  code text not null unique check (code ~ '^[A-Z2-9]{8}$'),
  created_at timestamptz not null default now()
);

create table referral_rules (
  currency_iso text primary key check (currency_iso ~ '^[A-Z]{3}$'),
  min_deposit numeric(20, 2) not null check (min_deposit > 0),
  reward numeric(20, 2) not null check (reward > 0)
);

insert into referral_rules (currency_iso, min_deposit, reward) values
  ('RUB', 500, 300),
  ('USD', 10, 5),
  ('EUR', 10, 5),
  ('GBP', 10, 5),
  ('UAH', 250, 150),
  ('KZT', 2500, 1500),
  ('BYN', 20, 10),
  ('PLN', 40, 20),
  ('TRY', 200, 100),
  ('AZN', 15, 10),
  ('UZS', 100000, 60000);

create table referrals (
  friend_user_id integer primary key references users (id) on delete cascade,
  referrer_user_id integer not null references users (id) on delete cascade,
  registered_at timestamptz not null default now(),
  -- the friend's first credited deposit that met the rule, and the reward it earned the referrer
  qualifying_payment_id bigint,
  qualified_at timestamptz,
  reward_amount numeric(20, 2) check (reward_amount > 0),
  reward_currency text check (reward_currency ~ '^[A-Z]{3}$'),
  paid_at timestamptz,
  paid_account_id integer references accounts (id),
  check (friend_user_id <> referrer_user_id),
  check ((qualified_at is null) = (reward_amount is null)),
  check (paid_at is null or qualified_at is not null),
  check ((paid_at is null) = (paid_account_id is null))
);

create index referrals_referrer on referrals (referrer_user_id, registered_at desc);
