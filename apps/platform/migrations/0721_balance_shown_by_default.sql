-- `user_hide_balance` becomes a choice the player makes in the office's settings (common section). The header shows
-- the balance until they hide it; the client treats the value as true only until the config has loaded, so a
-- hidden balance never flashes. No player could choose before, so every stored value is the old default.
alter table users alter column hide_balance set default false;
update users set hide_balance = false;
