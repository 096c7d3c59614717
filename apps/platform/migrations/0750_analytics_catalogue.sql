-- The analytics collector records the whole event catalogue, not only the coupon's: each event keeps the page
-- (route name) it happened on, and the operator's report counts events by name and day.
alter table analytics_events add column page text;

create index analytics_events_day_name on analytics_events ((timezone('UTC', received_at)::date), name);
