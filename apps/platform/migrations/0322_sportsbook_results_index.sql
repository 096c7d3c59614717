-- Results pages read the games finished on one day.
create index sb_games_finished_at on sb_games (finished_at) where status = 'finished';
