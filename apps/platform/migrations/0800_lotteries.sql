-- Lotteries the operator runs: a player picks `pick_count` numbers of 1..`pool_size` (up to `max_pick` in a
-- system ticket, which plays every combination of them); the platform draws `pick_count` numbers at each draw
-- time. Draw times are the multiples of `draw_every_seconds` after the epoch, shifted by `draw_offset_seconds`;
-- sales of a draw close `close_before_seconds` before it. `prize_table` maps a number of matched numbers to the
-- multiple of `combination_price` one combination wins.
create table lotteries (
  id integer generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9-]{1,40}$'),
  name_ru text not null check (length(name_ru) between 1 and 80),
  name_en text not null check (length(name_en) between 1 and 80),
  pick_count integer not null check (pick_count between 1 and 24),
  pool_size integer not null check (pool_size > pick_count and pool_size <= 99),
  max_pick integer not null check (max_pick >= pick_count and max_pick <= least(pool_size, 24)),
  draw_every_seconds integer not null check (draw_every_seconds between 60 and 604800),
  draw_offset_seconds integer not null default 0 check (draw_offset_seconds >= 0),
  close_before_seconds integer not null check (close_before_seconds >= 0),
  combination_price numeric(12, 2) not null check (combination_price > 0),
  max_stake numeric(14, 2) not null check (max_stake >= combination_price),
  prize_table jsonb not null check (jsonb_typeof(prize_table) = 'object'),
  is_active boolean not null default true,
  check (close_before_seconds < draw_every_seconds and draw_offset_seconds < draw_every_seconds)
);

-- One draw of a lottery. Its numbers are null until it is drawn; then `seed` (hex) reproduces them.
create table lottery_draws (
  id bigint generated always as identity primary key,
  lottery_id integer not null references lotteries (id),
  draw_at timestamptz not null,
  closes_at timestamptz not null,
  seed text check (seed ~ '^[0-9a-f]{64}$'),
  numbers integer[],
  drawn_at timestamptz,
  unique (lottery_id, draw_at),
  check ((numbers is null) = (seed is null) and (numbers is null) = (drawn_at is null))
);
create index lottery_draws_due on lottery_draws (draw_at) where numbers is null;

-- A ticket: its numbers play every combination of `pick_count` of them; `stake` = combinations × price.
-- `payout` is null until its draw; then what it won (0.00 when nothing), credited as a `win` entry.
create table lottery_tickets (
  id bigint generated always as identity (start with 300000001) primary key,
  draw_id bigint not null references lottery_draws (id),
  user_id integer not null references users (id),
  account_id integer not null,
  request_id text not null,
  numbers integer[] not null,
  combinations integer not null check (combinations > 0),
  combination_price numeric(12, 2) not null,
  stake numeric(14, 2) not null check (stake > 0),
  currency_iso text not null,
  matched integer,
  payout numeric(16, 2) check (payout >= 0),
  created_at timestamptz not null default now(),
  unique (user_id, request_id)
);
create index lottery_tickets_draw on lottery_tickets (draw_id);
create index lottery_tickets_player on lottery_tickets (user_id, id desc);

insert into lotteries (slug, name_ru, name_en, pick_count, pool_size, max_pick, draw_every_seconds,
  draw_offset_seconds, close_before_seconds, combination_price, max_stake, prize_table) values
  ('6-45', 'Лото 6 из 45', 'Lotto 6/45', 6, 45, 12, 86400, 64800, 600, 50, 50000,
    '{"3": 5, "4": 100, "5": 5000, "6": 1000000}'),
  ('5-36', 'Лото 5 из 36', 'Lotto 5/36', 5, 36, 11, 14400, 0, 300, 30, 30000,
    '{"2": 1, "3": 15, "4": 300, "5": 50000}'),
  ('4-20', 'Экспресс 4 из 20', 'Express 4/20', 4, 20, 10, 300, 0, 30, 10, 10000,
    '{"2": 1, "3": 20, "4": 1000}');
