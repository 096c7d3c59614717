-- The whole state of a game in play is stored as it changes, not only its score: every platform process prices a
-- selection from the same row, so one price is offered and re-checked whichever process a request reaches
-- (docs/scaling.md). form_drift is the sides' drift of form [home, away]; suspended_until is set while a score
-- keeps the game's markets closed.
alter table sb_games
  add column form_drift jsonb not null default '[0, 0]',
  add column suspended_until timestamptz;
