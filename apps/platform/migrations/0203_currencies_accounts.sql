-- Currencies a player may hold, and the accounts: one main (type 0) and one bonus (type 4) per player,
-- plus currency accounts (type 9), at most one main-or-currency account per currency.
create table currencies (
  id integer primary key,
  iso text not null unique check (iso ~ '^[A-Z]{3}$'),
  symbol text not null,
  name_en text not null,
  name_ru text not null
);

insert into currencies (id, iso, symbol, name_en, name_ru) values
  (1, 'RUB', '₽', 'Russian rouble', 'Российский рубль'),
  (2, 'USD', '$', 'US dollar', 'Доллар США'),
  (3, 'EUR', '€', 'Euro', 'Евро'),
  (4, 'UAH', '₴', 'Ukrainian hryvnia', 'Украинская гривна'),
  (5, 'KZT', '₸', 'Kazakhstani tenge', 'Казахстанский тенге'),
  (6, 'GBP', '£', 'Pound sterling', 'Фунт стерлингов'),
  (7, 'BYN', 'Br', 'Belarusian rouble', 'Белорусский рубль'),
  (8, 'PLN', 'zł', 'Polish zloty', 'Польский злотый'),
  (9, 'TRY', '₺', 'Turkish lira', 'Турецкая лира'),
  (10, 'AZN', '₼', 'Azerbaijani manat', 'Азербайджанский манат'),
  (11, 'UZS', 'soʻm', 'Uzbekistani som', 'Узбекский сум'),
  (12, 'INR', '₹', 'Indian rupee', 'Индийская рупия'),
  (13, 'BRL', 'R$', 'Brazilian real', 'Бразильский реал');

create table accounts (
  id integer generated always as identity (start with 100000001) primary key,
  user_id integer not null references users (id) on delete cascade,
  type smallint not null check (type in (0, 4, 9)),
  currency_id integer not null references currencies (id),
  money numeric(20, 2) not null default 0 check (money >= 0),
  points integer not null default 0 check (points >= 0),
  is_frozen boolean not null default false,
  is_available_first_deposit_bonus boolean not null default true,
  created_at timestamptz not null default now()
);

create unique index accounts_one_main on accounts (user_id) where type = 0;
create unique index accounts_one_bonus on accounts (user_id) where type = 4;
create unique index accounts_one_per_currency on accounts (user_id, currency_id) where type in (0, 9);

alter table users add column active_account_id integer references accounts (id) on delete set null;
