-- Special offers (office `specialoffers`): the operator's personal offers, each made to chosen players (or to every
-- player) and carrying a deposit bonus offer of `bonus_offers` — published or not, so an offer can be personal.
-- A player accepts one (the bonus offer is taken for their next deposit, as on `bonuses/deposit`) or declines it,
-- once; the answer is the row of `special_offer_answers`, keyed by offer and player.
create table special_offers (
  id integer generated always as identity primary key,
  code text not null unique check (code ~ '^[a-z0-9-]{2,40}$'),
  title_ru text not null check (length(title_ru) between 1 and 120),
  title_en text not null check (length(title_en) between 1 and 120),
  text_ru text not null check (length(text_ru) between 1 and 4000),
  text_en text not null check (length(text_en) between 1 and 4000),
  bonus_offer_id integer not null references bonus_offers (id),
  -- made to every player, or only to those of special_offer_targets
  for_everyone boolean not null default false,
  ends_at timestamptz,
  created_at timestamptz not null default now()
);

create table special_offer_targets (
  offer_id integer not null references special_offers (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  primary key (offer_id, user_id)
);

create index special_offer_targets_user on special_offer_targets (user_id);

create table special_offer_answers (
  offer_id integer not null references special_offers (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  answer text not null check (answer in ('accepted', 'declined')),
  -- the bonus the acceptance took (player_bonuses.id)
  bonus_id bigint references player_bonuses (id),
  answered_at timestamptz not null default now(),
  primary key (offer_id, user_id)
);
