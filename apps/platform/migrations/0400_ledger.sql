-- The ledger: an append-only, double-entry journal of every movement of money. An entry is one movement
-- (its kind and reference are its uniqueness key, so a retried credit is recorded once); its postings move
-- money between players' accounts and the house's books, and add up to zero in each currency.
-- accounts.money is a cache of the sum of an account's postings, changed only by the posting trigger below.
create table ledger_entries (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('opening', 'stake', 'win', 'refund', 'cash_out', 'deposit', 'withdrawal_hold',
    'withdrawal_paid', 'withdrawal_released', 'conversion', 'transfer', 'bonus_credit', 'bonus_release', 'cashback',
    'casino_debit', 'casino_credit', 'casino_rollback', 'adjustment')),
  reference text not null check (length(reference) between 1 and 200),
  -- the player the movement belongs to; no foreign key: the journal outlives what it records
  user_id integer,
  note text,
  created_at timestamptz not null default now(),
  unique (kind, reference)
);

create index ledger_entries_user on ledger_entries (user_id, id);

create table ledger_postings (
  id bigint generated always as identity primary key,
  entry_id bigint not null references ledger_entries (id),
  -- a player's account, or one of the house's books (bets, grants, payments, casino, bonuses, adjustments)
  account_id integer,
  house text check (house ~ '^[a-z_]{1,40}$'),
  currency_iso text not null check (currency_iso ~ '^[A-Z]{3}$'),
  amount numeric(20, 2) not null check (amount <> 0),
  -- the account's balance right after this posting (set by the trigger; null for the house)
  balance_after numeric(20, 2),
  check ((account_id is null) <> (house is null))
);

create index ledger_postings_entry on ledger_postings (entry_id);
create index ledger_postings_account on ledger_postings (account_id, id) where account_id is not null;

-- Balances held before the ledger existed become opening entries from the house's grants book.
insert into ledger_entries (kind, reference, user_id, note)
  select 'opening', 'account:' || a.id, a.user_id, 'balance held before the ledger'
  from accounts a where a.money <> 0;
insert into ledger_postings (entry_id, account_id, currency_iso, amount, balance_after)
  select e.id, a.id, c.iso, a.money, a.money
  from accounts a join currencies c on c.id = a.currency_id
  join ledger_entries e on e.kind = 'opening' and e.reference = 'account:' || a.id
  where a.money <> 0;
insert into ledger_postings (entry_id, house, currency_iso, amount)
  select e.id, 'grants', c.iso, -a.money
  from accounts a join currencies c on c.id = a.currency_id
  join ledger_entries e on e.kind = 'opening' and e.reference = 'account:' || a.id
  where a.money <> 0;

-- A posting to a player's account moves its cached balance in the same statement: the account must exist,
-- hold the posting's currency and stay at or above zero (the accounts' check constraint).
create function ledger_apply_posting() returns trigger language plpgsql as $$
declare
  account_currency text;
  new_balance numeric(20, 2);
begin
  if new.account_id is null then
    new.balance_after := null;
    return new;
  end if;
  update accounts set money = money + new.amount where id = new.account_id
    returning money, (select iso from currencies where currencies.id = accounts.currency_id)
    into new_balance, account_currency;
  if not found then
    raise exception 'ledger: account % does not exist', new.account_id using errcode = 'foreign_key_violation';
  end if;
  if account_currency <> new.currency_iso then
    raise exception 'ledger: account % holds %, not %', new.account_id, account_currency, new.currency_iso
      using errcode = 'check_violation';
  end if;
  new.balance_after := new_balance;
  return new;
end $$;

create trigger ledger_postings_apply before insert on ledger_postings
  for each row execute function ledger_apply_posting();

-- Checked at commit, once every posting of the entry is in: an entry balances in each of its currencies.
create function ledger_check_entry_balanced() returns trigger language plpgsql as $$
declare
  unbalanced text;
begin
  select currency_iso into unbalanced from ledger_postings where entry_id = new.entry_id
    group by currency_iso having sum(amount) <> 0 limit 1;
  if unbalanced is not null then
    raise exception 'ledger: entry % does not balance in %', new.entry_id, unbalanced using errcode = 'check_violation';
  end if;
  return null;
end $$;

create constraint trigger ledger_postings_balanced after insert on ledger_postings
  deferrable initially deferred for each row execute function ledger_check_entry_balanced();

create function ledger_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'ledger: % is append-only', tg_table_name using errcode = 'insufficient_privilege';
end $$;

create trigger ledger_entries_append_only before update or delete on ledger_entries
  for each row execute function ledger_refuse_change();
create trigger ledger_postings_append_only before update or delete on ledger_postings
  for each row execute function ledger_refuse_change();

-- The balance cache changes only from a posting (nested one trigger level deep); an account opens empty and
-- changes its currency only while empty.
create function accounts_guard_money() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    if new.money <> 0 then
      raise exception 'ledger: account % must open empty; credit it through the ledger', new.id
        using errcode = 'check_violation';
    end if;
    return new;
  end if;
  if new.money is distinct from old.money and pg_trigger_depth() < 2 then
    raise exception 'ledger: the balance of account % changes only through the ledger', old.id
      using errcode = 'insufficient_privilege';
  end if;
  if new.currency_id <> old.currency_id and old.money <> 0 then
    raise exception 'ledger: account % holds money and cannot change its currency', old.id
      using errcode = 'check_violation';
  end if;
  return new;
end $$;

create trigger accounts_guard_money before insert or update on accounts
  for each row execute function accounts_guard_money();
