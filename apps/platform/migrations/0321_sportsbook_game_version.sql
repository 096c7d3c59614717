-- A game's version grows with every change of score, prices or status. Storing it keeps versions growing across
-- restarts and makes a finished game's last version higher than any its players saw in play.
alter table sb_games add column version integer not null default 0;
