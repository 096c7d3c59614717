-- What each player agreed to receive: news by e-mail and SMS, a receipt for every deposit, the result of every
-- settled bet. A player without a row has the defaults below. The unsubscribe token goes into every news letter,
-- so its link turns the news off without logging in; it names nothing else.
create table mailing_preferences (
  user_id integer primary key references users (id) on delete cascade,
  news_email boolean not null default true,
  news_sms boolean not null default false,
  deposit_email boolean not null default true,
  bet_email boolean not null default false,
  unsubscribe_token text not null unique check (unsubscribe_token ~ '^[A-Za-z0-9_-]{43}$'),
  updated_at timestamptz not null default now()
);

-- An operator's news letter, sent once per send id to the players who take news on its channel.
create table newsletters (
  send_id text primary key check (length(send_id) between 1 and 80),
  channel text not null check (channel in ('email', 'sms')),
  subject text check (length(subject) between 1 and 200),
  body text not null check (length(body) between 1 and 5000),
  recipients integer not null check (recipients >= 0),
  sent_at timestamptz not null default now(),
  check ((channel = 'email') = (subject is not null))
);
