-- A player's favourite games (site §2 "favorites"), at most 200 a player (checked by the platform).
create table sb_favorites (
  user_id integer not null references users (id) on delete cascade,
  game_id bigint not null references sb_games (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, game_id)
);
