-- Marble sports are simulated games listed on their own page, as cyber sports are.
alter table sb_sports add column is_marble boolean not null default false;
