-- A champ's country may be a home nation of the United Kingdom (GB-ENG), with its own name and flag.
alter table sb_champs drop constraint sb_champs_country_code_check;
alter table sb_champs add constraint sb_champs_country_code_check check (country_code ~ '^[A-Z]{2}(-[A-Z]{3})?$');
