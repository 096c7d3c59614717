-- Betfront Originals: the in-house provider's own games, one per engine (docs/casino-games.md). Game ids are
-- numbers, as game/{gameId}/{gameName} takes; the originals hold 101–106. Their RTP and volatility are set
-- from their engine by 0690_casino_engine_rtp.sql, with every other game's.
insert into casino_games
  (id, provider_id, name_ru, name_en, engine, engine_settings, categories, tags, rtp, volatility, popularity,
   released_on)
values
  ('101', 'betfront', 'Фруктовые барабаны', 'Fruit Reels', 'slot',
   '{"palette": ["#2b1055", "#ffb800"], "symbols": "fruits"}', '{slots,slots/classic}', '{popular}', 96.16, 'high',
   1000, '2026-11-01'),
  ('102', 'betfront', 'Ракета', 'Rocket Crash', 'crash',
   '{"palette": ["#0b132b", "#ff6b35"], "symbols": "space"}', '{crash-games,fast-bet}', '{popular}', 97.00, 'high',
   990, '2026-11-01'),
  ('103', 'betfront', 'Кено 80', 'Keno 80', 'keno',
   '{"palette": ["#14213d", "#fca311"], "symbols": "classic"}', '{keno,fast-bet}', '{}', 95.00, 'medium',
   900, '2026-11-01'),
  ('104', 'betfront', 'Счастливый билет', 'Lucky Scratch', 'scratch',
   '{"palette": ["#1b4332", "#ffd166"], "symbols": "gems"}', '{scratchcards}', '{new}', 95.00, 'medium',
   880, '2026-11-01'),
  ('105', 'betfront', 'Плинко', 'Plinko Drop', 'plinko',
   '{"palette": ["#3a0ca3", "#4cc9f0"], "symbols": "gems"}', '{fast-bet,skill-games}', '{new}', 97.38, 'medium',
   870, '2026-11-01'),
  ('106', 'betfront', 'Блэкджек', 'Blackjack Classic', 'blackjack',
   '{"palette": ["#0b3d2e", "#e9c46a"], "symbols": "classic"}', '{card-games}', '{}', 99.15, 'low',
   860, '2026-11-01');
