-- Every game pays what its engine pays (docs/casino-games.md): a game's theme changes colours and symbols, never
-- the maths, so its RTP and volatility are its engine's. Runs after every catalogue seed.
update casino_games set
  rtp = case engine
    when 'slot' then 96.16
    when 'crash' then 97.00
    when 'keno' then 95.00
    when 'scratch' then 95.00
    when 'plinko' then 97.38
    when 'blackjack' then 99.15
  end,
  volatility = case engine
    when 'slot' then 'high'
    when 'crash' then 'high'
    when 'keno' then 'medium'
    when 'scratch' then 'medium'
    when 'plinko' then 'medium'
    when 'blackjack' then 'low'
  end;
