-- Payment requests: a player asks support about a deposit or a withdrawal under a topic and sub-topic, may attach
-- one of their payments, and writes with the operator in a thread.
create table payment_request_topics (
  id integer primary key,
  -- null for a topic; the topic's id for one of its sub-topics
  parent_id integer references payment_request_topics (id),
  -- the payments a topic is about (its sub-topics follow it); null: no payment to attach
  direction text check (direction in ('deposit', 'withdrawal')),
  position integer not null default 0,
  name_en text not null,
  name_ru text not null
);

insert into payment_request_topics (id, parent_id, direction, position, name_en, name_ru) values
  (1, null, 'deposit', 1, 'Deposits', 'Пополнение счёта'),
  (2, null, 'withdrawal', 2, 'Withdrawals', 'Вывод средств'),
  (3, null, null, 3, 'Other payment questions', 'Другие вопросы об оплате'),
  (11, 1, 'deposit', 1, 'Paid, but not credited', 'Деньги списаны, но не зачислены'),
  (12, 1, 'deposit', 2, 'Credited a different amount', 'Зачислена другая сумма'),
  (13, 1, 'deposit', 3, 'The payment was declined', 'Платёж отклонён'),
  (21, 2, 'withdrawal', 1, 'Paid out, but not received', 'Выплата не поступила'),
  (22, 2, 'withdrawal', 2, 'The request was rejected', 'Заявка отклонена'),
  (23, 2, 'withdrawal', 3, 'Waiting too long', 'Заявка рассматривается слишком долго'),
  (31, 3, null, 1, 'Methods and limits', 'Способы оплаты и лимиты'),
  (32, 3, null, 2, 'Fees', 'Комиссии');

create table payment_requests (
  id bigint generated always as identity (start with 600000001) primary key,
  user_id integer not null references users (id) on delete cascade,
  topic_id integer not null references payment_request_topics (id),
  sub_topic_id integer not null references payment_request_topics (id),
  payment_id bigint references payments (id),
  -- open: waiting for the operator; answered: the operator wrote last; closed: settled
  status text not null check (status in ('open', 'answered', 'closed')),
  request_id text not null check (request_id ~ '^[A-Za-z0-9-]{8,64}$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, request_id)
);

create index payment_requests_user on payment_requests (user_id, id desc);

create table payment_request_messages (
  id bigint generated always as identity primary key,
  request_id bigint not null references payment_requests (id) on delete cascade,
  author text not null check (author in ('player', 'operator')),
  body text not null check (length(body) between 1 and 2000),
  created_at timestamptz not null default now()
);

create index payment_request_messages_request on payment_request_messages (request_id, id);
