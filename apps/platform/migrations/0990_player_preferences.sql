-- A player's letters and codes are worded in the language they registered in (and last chose on the site);
-- an e-mail registration keeps it until the account opens on activation.
alter table pending_email_registrations
  add column language text not null default 'ru' check (language in ('ru', 'en'));

-- The time preferences of a logged-in player (account §3 global preferences: timeZone, is12h); null until the
-- player chooses, when the visitor's cookies and then the site's defaults (UTC+3, a 24-hour clock) apply.
alter table users
  add column time_zone smallint check (time_zone between -12 and 14),
  add column is_12h boolean;
