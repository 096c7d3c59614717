-- Keno on the lotteries' draw engine. A lottery's `kind` says how its tickets play: `lotto` tickets play every
-- combination of `pick_count` of their numbers against `pick_count` drawn ones; a `keno` ticket of 1 to
-- `max_pick` numbers ("spots") is one bet at `combination_price` against `draw_count` drawn numbers, and its
-- `prize_table` maps spots to hits to the multiple of the price won.
alter table lotteries add column kind text not null default 'lotto'
  constraint lotteries_kind_check check (kind in ('lotto', 'keno'));
alter table lotteries add column draw_count integer;
update lotteries set draw_count = pick_count;
alter table lotteries alter column draw_count set not null;
alter table lotteries add check (draw_count >= pick_count and draw_count < pool_size);
alter table lotteries add constraint lotteries_lotto_draw_count_check check (kind = 'keno' or draw_count = pick_count);

insert into lotteries (slug, name_ru, name_en, kind, pick_count, pool_size, max_pick, draw_count,
  draw_every_seconds, draw_offset_seconds, close_before_seconds, combination_price, max_stake, prize_table) values
  ('keno-20-80', 'Кено 20 из 80', 'Keno 20/80', 'keno', 1, 80, 10, 20, 180, 0, 15, 10, 10,
    '{"1": {"1": 3}, "2": {"2": 12}, "3": {"2": 1, "3": 40}, "4": {"2": 1, "3": 5, "4": 100},
      "5": {"3": 2, "4": 20, "5": 500}, "6": {"3": 1, "4": 6, "5": 80, "6": 1500},
      "7": {"4": 3, "5": 20, "6": 300, "7": 5000}, "8": {"5": 10, "6": 80, "7": 1000, "8": 15000},
      "9": {"5": 5, "6": 40, "7": 300, "8": 4000, "9": 25000},
      "10": {"5": 2, "6": 20, "7": 100, "8": 1000, "9": 5000, "10": 50000}}');
