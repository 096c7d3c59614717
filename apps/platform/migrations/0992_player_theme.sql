-- A logged-in player's colours (account §3 global preferences, appTheme): light, dark, or the device's choice;
-- null until the player chooses, when the visitor's app_theme cookie and then the site's light theme apply.
alter table users
  add column theme text check (theme in ('light', 'dark', 'system'));
