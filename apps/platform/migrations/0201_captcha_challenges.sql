create table captcha_challenges (
  id text primary key,
  answer_hash text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

create index captcha_challenges_expires_at on captcha_challenges (expires_at);
