-- A logged-in player's layout preferences (account §3 global preferences): the left and right sections hidden,
-- the champs grouped by country and the European or Asian view (appViewType 0 or 1). Null until the player
-- chooses, when the visitor's cookies and then the site's defaults (both sections shown, grouped, European) apply.
alter table users
  add column hide_left boolean,
  add column hide_right boolean,
  add column group_by_country boolean,
  add column app_view_type smallint check (app_view_type in (0, 1));
