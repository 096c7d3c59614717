-- The casino's promotions (bonus/casino/promotions, bonus/casino/{id}) and its public promo codes
-- (bonus/casino/promo): the operator's texts in both languages, shown while they run.
create table casino_promotions (
  id text primary key check (id ~ '^[a-z0-9-]{2,60}$'),
  -- promotion: an offer with its terms; promo_code: a code the player enters on office/promo-code-check
  kind text not null check (kind in ('promotion', 'promo_code')),
  title_ru text not null check (length(title_ru) between 1 and 120),
  title_en text not null check (length(title_en) between 1 and 120),
  summary_ru text not null check (length(summary_ru) between 1 and 300),
  summary_en text not null check (length(summary_en) between 1 and 300),
  -- the terms, paragraphs separated by blank lines
  terms_ru text not null check (length(terms_ru) between 1 and 6000),
  terms_en text not null check (length(terms_en) between 1 and 6000),
  -- a code of bonus_promo_codes: the promotion is shown while the code exists and has not expired
  promo_code text check (promo_code ~ '^[A-Z0-9]{4,32}$'),
  -- where the promotion's button leads, a path after the language (a game, a tournament, an office page)
  action_path text check (action_path ~ '^[a-z0-9/_-]{1,200}$'),
  position integer not null default 0,
  starts_at timestamptz not null default now(),
  ends_at timestamptz,
  check ((kind = 'promo_code') = (promo_code is not null))
);

insert into casino_promotions (id, kind, title_ru, title_en, summary_ru, summary_en, terms_ru, terms_en, promo_code,
  action_path, position, ends_at) values
  ('welcome-casino', 'promotion', 'Приветственный бонус казино 100 %', '100 % casino welcome bonus',
   'Удвойте первый депозит: бонус до 15 000 ₽ на игры казино.',
   'Double your first deposit: a bonus of up to 15,000 ₽ for the casino games.',
   E'При регистрации выберите бонус казино и пополните счёт. Бонус — 100 % первого депозита, до 15 000 ₽.\n\nБонус нужно отыграть в 35-кратном размере за 14 дней. Ставки в играх казино засчитываются с весом игры: слоты, кено, скретч-карты и плинко — 100 %, краш-игры — 50 %, карточные игры и live-казино — 10 %.\n\nПока бонус отыгрывается, вывод средств недоступен.',
   E'Choose the casino bonus when you sign up and make a deposit. The bonus is 100 % of the first deposit, up to 15,000 ₽.\n\nThe bonus is wagered 35 times within 14 days. Casino stakes count at the game''s weight: slots, keno, scratch cards and plinko 100 %, crash games 50 %, card games and live casino 10 %.\n\nWithdrawals wait until the bonus is wagered.',
   null, 'registration', 1, null),
  ('weekly-cashback', 'promotion', 'Еженедельный кешбэк до 12 %', 'Weekly cashback of up to 12 %',
   'Вернём часть проигрыша в казино за прошлую неделю — деньгами на основной счёт.',
   'Get part of last week''s casino loss back — real money on your main account.',
   E'VIP-кешбэк считается с чистого проигрыша в слотах и других играх казино (кроме live-казино и карточных игр) за календарную неделю (UTC).\n\nСтавка растёт с проигрышем: 5 % до 5 000 ₽, 7 % от 5 000 ₽, 10 % от 25 000 ₽, 12 % от 100 000 ₽. Забрать кешбэк можно в течение 7 дней после окончания недели.\n\nДля live-казино и карточных игр действует премиум-кешбэк — ежедневно, до 15 %.',
   E'VIP cashback is counted from the net loss in slots and the other casino games (live casino and card games aside) over a calendar week (UTC).\n\nThe rate grows with the loss: 5 % below 5,000 ₽, 7 % from 5,000 ₽, 10 % from 25,000 ₽, 12 % from 100,000 ₽. Claim it within 7 days after the week ends.\n\nLive casino and card games have the premium cashback — daily, up to 15 %.',
   null, 'office/casino/vipcashback', 2, null),
  ('originals-race', 'promotion', 'Гонка оригиналов: 9 250 ₽ призами', 'Originals Race: 9,250 ₽ in prizes',
   'Месячный турнир в играх Betfront Originals: каждый рубль ставки — очко.',
   'A month-long tournament in the Betfront Originals: every rouble staked is a point.',
   E'Играйте в Fruit Reels, Rocket Crash, Keno 80, Lucky Scratch, Plinko Drop и Blackjack Classic на реальные деньги.\n\nПять лучших игроков месяца делят 9 250 ₽. Призы выплачиваются на основной счёт сразу после окончания турнира.',
   E'Play Fruit Reels, Rocket Crash, Keno 80, Lucky Scratch, Plinko Drop and Blackjack Classic for real money.\n\nThe five best players of the month share 9,250 ₽. Prizes go to the main account as soon as the tournament ends.',
   null, 'bonus/casino/tournaments', 3, null);
