-- A full site: Russian and English for everyone, Uzbek and Kazakh for logged-in players only,
-- no maintenance, no blocks, every feature and route on except team-cash (12) and one-tap sign-in (13).

insert into maintenance_window (id, is_enabled) values (1, false);

insert into languages (code, name, hidden_for_visitors, position) values
  ('ru', 'Русский', false, 1),
  ('en', 'English', false, 2),
  ('uz', 'Oʻzbek', true, 3),
  ('kz', 'Қазақша', true, 4);

insert into enabled_features (number)
select number from generate_series(1, 25) as number where number not in (12, 13);

insert into enabled_routes (number)
select number from generate_series(41, 50) as number;

insert into brand_book (css_prop, css_value) values
  ('--bf-color-accent', '#1f7a4d'),
  ('--bf-color-accent-text', '#ffffff'),
  ('--bf-color-header', '#0b3d2e');
