-- Bingo on the lotteries' draw engine: a ticket is a 75-ball card of 24 numbers (the centre is free), one bet at
-- `combination_price`; each draw draws `draw_count` balls; `prize_table` maps completed lines (rows, columns and
-- both diagonals) to multiples of the price, the largest key the card reaches paying.
alter table lotteries drop constraint lotteries_kind_check;
alter table lotteries add constraint lotteries_kind_check check (kind in ('lotto', 'keno', 'bingo'));
alter table lotteries drop constraint lotteries_lotto_draw_count_check;
alter table lotteries add constraint lotteries_lotto_draw_count_check check (kind <> 'lotto' or draw_count = pick_count);

insert into lotteries (slug, name_ru, name_en, kind, pick_count, pool_size, max_pick, draw_count,
  draw_every_seconds, draw_offset_seconds, close_before_seconds, combination_price, max_stake, prize_table) values
  ('bingo-75', 'Бинго 75', 'Bingo 75', 'bingo', 24, 75, 24, 40, 240, 60, 20, 10, 10,
    '{"1": 1, "2": 2, "3": 5, "4": 15, "5": 50, "12": 100000}');
