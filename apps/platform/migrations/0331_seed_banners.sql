-- The demo banners of the home page; their images ship with the platform (static/banners).
insert into banners
  (position, sort_order, title_en, title_ru, text_en, text_ru, cta_en, cta_ru, route, image, image_width, image_height)
values
  ('home', 10, 'Live football', 'Футбол в лайве',
   'Dozens of matches in play right now — odds move with every attack.',
   'Десятки матчей прямо сейчас — коэффициенты меняются с каждой атакой.',
   'Bet live', 'Ставить в лайве', '/live/1-football', '/static/banners/live-football.svg', 1200, 400),
  ('home', 20, 'Express of the day', 'Экспресс дня',
   'Three to five favourites of the day in one coupon, ready to place.',
   'От трёх до пяти фаворитов дня в одном купоне — осталось поставить.',
   'Open the express', 'Открыть экспресс', '/express-day', '/static/banners/express-day.svg', 1200, 400),
  ('home', 30, 'Casino lobby', 'Казино',
   'Slots, roulette and blackjack — hundreds of games in one place.',
   'Слоты, рулетка и блэкджек — сотни игр в одном месте.',
   'Play now', 'Играть', '/casino-lobby', '/static/banners/casino.svg', 1200, 400),
  ('home', 40, 'Accumulator boost', 'Бонус к экспрессу',
   'Up to 20% more on winning accumulators of five selections or more.',
   'До 20% сверху к выигравшим экспрессам от пяти событий.',
   'See the offer', 'Подробнее', '/promo', '/static/banners/promotion.svg', 1200, 400),
  ('home', 50, 'Cyber sports', 'Киберспорт',
   'CS2, Dota 2, League of Legends and Valorant — live around the clock.',
   'CS2, Dota 2, League of Legends и Valorant — лайв круглосуточно.',
   'To cyber', 'В киберспорт', '/cyber/live/all', '/static/banners/cyber.svg', 1200, 400),
  ('home', 60, 'Welcome bonus', 'Приветственный бонус',
   '100% on your first deposit, up to 100 € — register in one minute.',
   '100% к первому депозиту, до 100 € — регистрация за минуту.',
   'Sign up', 'Зарегистрироваться', '/registration', '/static/banners/welcome-bonus.svg', 1200, 400);
