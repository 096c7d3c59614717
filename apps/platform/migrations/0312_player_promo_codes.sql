-- Promo codes the operator grants to players; a player stakes a coupon under one of theirs once.
create table promo_codes (
  code text primary key check (code ~ '^[A-Z0-9]{4,40}$'),
  -- granted to every player when the account is created
  is_welcome boolean not null default false,
  created_at timestamptz not null default now()
);

create table player_promo_codes (
  user_id integer not null references users (id) on delete cascade,
  code text not null references promo_codes (code) on delete cascade,
  granted_at timestamptz not null default now(),
  used_at timestamptz,
  -- the coupon staked under it
  coupon_id bigint references coupons (id),
  primary key (user_id, code),
  check ((used_at is null) = (coupon_id is null))
);

create index player_promo_codes_unused on player_promo_codes (user_id, granted_at desc) where used_at is null;

-- In the database rather than in each way of creating a player: registration, the admin and tests all get them.
create function grant_welcome_promo_codes() returns trigger language plpgsql as $$
begin
  insert into player_promo_codes (user_id, code)
  select new.id, code from promo_codes where is_welcome
  on conflict do nothing;
  return new;
end;
$$;

create trigger users_welcome_promo_codes after insert on users
  for each row execute function grant_welcome_promo_codes();

insert into promo_codes (code, is_welcome) values ('WELCOME', true), ('EXPRESS5', true);
