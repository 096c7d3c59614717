-- A player's favourite casino games (my-casino/favorites), at most 200 a player (checked by the platform).
create table casino_favorites (
  user_id integer not null references users (id) on delete cascade,
  game_id text not null references casino_games (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, game_id)
);

-- The lobby's order (most popular first) and the paging that follows it.
create index casino_games_popularity on casino_games (popularity desc, id);
