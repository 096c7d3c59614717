-- Team cash, the operator's agent network: players the operator has taken on as agents, and the payment-request
-- topic a player applies through.
alter table users add column is_team_cash_agent boolean not null default false;

insert into payment_request_topics (id, parent_id, direction, position, name_en, name_ru) values
  (33, 3, null, 3, 'Joining Team Cash', 'Участие в Team Cash');
