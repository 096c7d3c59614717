import type { Random } from './random';

const FIRST_NAMES = [
  'Alexander|Александр',
  'Daniil|Даниил',
  'Andrey|Андрей',
  'Karen|Карен',
  'Lucas|Лукас',
  'Mateo|Матео',
  'Jannik|Янник',
  'Carlos|Карлос',
  'Holger|Хольгер',
  'Tommy|Томми',
  'Casper|Каспер',
  'Hubert|Хуберт',
  'Elena|Елена',
  'Aryna|Арина',
  'Iga|Ига',
  'Coco|Коко',
  'Jessica|Джессика',
  'Mirra|Мирра',
  'Diana|Диана',
  'Ivan|Иван',
  'Sergey|Сергей',
  'Islam|Ислам',
  'Khamzat|Хамзат',
  'Jon|Джон',
  'Leon|Леон',
  'Marco|Марко',
  'Felix|Феликс',
  'Viktor|Виктор',
  'Oscar|Оскар',
  'Hugo|Юго',
];
const LAST_NAMES = [
  'Petrov|Петров',
  'Ivanov|Иванов',
  'Smirnov|Смирнов',
  'Volkov|Волков',
  'Novak|Новак',
  'Kovac|Ковач',
  'Moreno|Морено',
  'Garcia|Гарсия',
  'Rossi|Росси',
  'Bianchi|Бьянки',
  'Muller|Мюллер',
  'Schmidt|Шмидт',
  'Dubois|Дюбуа',
  'Laurent|Лоран',
  'Jensen|Йенсен',
  'Nielsen|Нильсен',
  'Walker|Уокер',
  'Turner|Тёрнер',
  'Hughes|Хьюз',
  'Silva|Силва',
  'Santos|Сантос',
  'Kowalski|Ковальский',
  'Horvat|Хорват',
  'Tanaka|Танака',
  'Kim|Ким',
  'Park|Пак',
  'Lindqvist|Линдквист',
  'Varga|Варга',
  'Popescu|Попеску',
  'Sokolov|Соколов',
];
const CYBER_TEAMS = [
  'Northern Lights|Northern Lights',
  'Iron Wolves|Iron Wolves',
  'Crimson Owls|Crimson Owls',
  'Polar Foxes|Polar Foxes',
  'Storm Riders|Storm Riders',
  'Neon Tigers|Neon Tigers',
  'Frost Giants|Frost Giants',
  'Silent Ravens|Silent Ravens',
  'Blue Comets|Blue Comets',
  'Steel Falcons|Steel Falcons',
  'Night Owls|Night Owls',
  'Golden Lynx|Golden Lynx',
  'Red Phoenix|Red Phoenix',
  'Shadow Bears|Shadow Bears',
  'Quantum Five|Quantum Five',
  'Arctic Sharks|Arctic Sharks',
];

const MARBLES = [
  'Comet|Комета',
  'Ruby|Рубин',
  'Glacier|Ледник',
  'Ember|Уголёк',
  'Sapphire|Сапфир',
  'Thunder|Гром',
  'Pebble|Галька',
  'Mist|Туман',
  'Onyx|Оникс',
  'Sunbeam|Лучик',
  'Jade|Нефрит',
  'Vortex|Вихрь',
  'Amber|Янтарь',
  'Frost|Иней',
  'Cobalt|Кобальт',
  'Meteor|Метеор',
];

/** Who takes part when a champ lists no sides: people, cyber teams or marbles. */
export type FieldKind = 'people' | 'cyber' | 'marbles';

/** `count` distinct participants: people ("Petrov A.|Петров А."), cyber sport teams or marbles. */
export function generateParticipants(random: Random, count: number, kind: FieldKind): string[] {
  if (kind === 'cyber') return random.shuffle(CYBER_TEAMS).slice(0, Math.min(count, CYBER_TEAMS.length));
  if (kind === 'marbles') return random.shuffle(MARBLES).slice(0, Math.min(count, MARBLES.length));
  const byEnglishName = new Map<string, string>();
  while (byEnglishName.size < count) {
    const [firstEn = '', firstRu = ''] = random.pick(FIRST_NAMES).split('|');
    const [lastEn = '', lastRu = ''] = random.pick(LAST_NAMES).split('|');
    const nameEn = `${lastEn} ${firstEn.charAt(0)}.`;
    if (!byEnglishName.has(nameEn)) byEnglishName.set(nameEn, `${nameEn}|${lastRu} ${firstRu.charAt(0)}.`);
  }
  return [...byEnglishName.values()];
}
