-- The results page reads the rounds played on a day, of every game or of one.
create index virtual_rounds_played on virtual_rounds (settles_at desc, game_id) where settled_at is not null;
