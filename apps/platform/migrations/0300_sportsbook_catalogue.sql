-- The sportsbook's catalogue. Sports, champs and teams are seeded from the platform's curated lists at start;
-- games are scheduled over the next 7 days and kept live by the simulator. Prices are not stored: they are a
-- function of the sides' strengths and the game's progress (see src/sportsbook/pricing).
create table sb_sports (
  id integer primary key,
  slug text not null unique,
  name_en text not null,
  name_ru text not null,
  is_cyber boolean not null,
  sort integer not null
);

create table sb_champs (
  id integer generated always as identity primary key,
  sport_id integer not null references sb_sports (id),
  slug text not null,
  name_en text not null,
  name_ru text not null,
  country_code text check (country_code ~ '^[A-Z]{2}$'),
  is_top boolean not null default false,
  sort integer not null,
  unique (sport_id, slug)
);

create table sb_teams (
  id integer generated always as identity primary key,
  champ_id integer not null references sb_champs (id),
  name_en text not null,
  name_ru text not null,
  -- about -1 (weak) … 1 (strong); drives the prices
  strength real not null,
  unique (champ_id, name_en)
);

create table sb_games (
  id bigint generated always as identity (start with 30000001) primary key,
  champ_id integer not null references sb_champs (id),
  home_team_id integer not null references sb_teams (id),
  away_team_id integer not null references sb_teams (id),
  home_strength real not null,
  away_strength real not null,
  start_at timestamptz not null,
  status text not null check (status in ('line', 'live', 'finished')),
  -- { elapsed, periodScores: [{home, away}], corners: {home, away} }
  progress jsonb not null,
  finished_at timestamptz,
  check (home_team_id <> away_team_id)
);

create index sb_games_status_start on sb_games (status, start_at);
create index sb_games_champ on sb_games (champ_id, start_at);
