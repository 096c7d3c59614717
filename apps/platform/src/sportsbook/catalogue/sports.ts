/**
 * How a sport's scores come about, which decides how its games are priced and simulated:
 * - goals: each side scores a Poisson number of goals (or points) per period;
 * - sets: a best-of-N match of sets, maps or frames, each won with a fixed probability;
 * - bout: one contest with a winner (a fight, a cricket match), as best-of-1; cricket's is told in innings and overs.
 */
export type ScoringModel =
  | { kind: 'goals'; periods: number; periodMinutes: number; goalsPerGame: number; hasDraw: boolean; lines: number[] }
  | {
      kind: 'sets';
      bestOf: number;
      minutesPerSet: number;
      /** Games, points or rounds that win a set (by two clear when `winBy` is 2); 1: decided as the set ends. */
      setTarget: number;
      winBy: 1 | 2;
    }
  | { kind: 'bout'; minutes: number; innings?: { count: number; overs: number } };

export interface SportDefinition {
  id: number;
  slug: string;
  nameEn: string;
  nameRu: string;
  isCyber: boolean;
  /** Simulated marble games, listed on the marble page (and in the sports menus like any sport). */
  isMarble?: boolean;
  /** At least this share of the games kept in play are of this sport, whatever the draw. */
  liveShare?: number;
  /** Events decided far ahead (politics): a line months ahead, never started in play before their date. */
  isLongTerm?: boolean;
  model: ScoringModel;
}

const football = (periodMinutes: number, goalsPerGame: number): ScoringModel => ({
  kind: 'goals',
  periods: 2,
  periodMinutes,
  goalsPerGame,
  hasDraw: true,
  lines: [0.5, 1.5, 2, 2.25, 2.5, 2.75, 3, 3.5, 4.5],
});

/** Marble games run all day: each marble sport keeps this share of the games in play. */
const MARBLE_LIVE_SHARE = 0.03;

/** The sports on offer; ids are stable, the order is the menu's. */
export const SPORTS: readonly SportDefinition[] = [
  // Football leads any live board.
  {
    id: 1,
    slug: 'football',
    nameEn: 'Football',
    nameRu: 'Футбол',
    isCyber: false,
    liveShare: 0.2,
    model: football(45, 2.7),
  },
  {
    id: 2,
    slug: 'ice-hockey',
    nameEn: 'Ice hockey',
    nameRu: 'Хоккей',
    isCyber: false,
    model: {
      kind: 'goals',
      periods: 3,
      periodMinutes: 20,
      goalsPerGame: 5.6,
      hasDraw: true,
      lines: [4.5, 5, 5.5, 6, 6.5],
    },
  },
  {
    id: 3,
    slug: 'basketball',
    nameEn: 'Basketball',
    nameRu: 'Баскетбол',
    isCyber: false,
    model: {
      kind: 'goals',
      periods: 4,
      periodMinutes: 10,
      goalsPerGame: 162,
      hasDraw: false,
      lines: [155.5, 160.5, 162.5, 165.5, 170.5],
    },
  },
  {
    id: 4,
    slug: 'tennis',
    nameEn: 'Tennis',
    nameRu: 'Теннис',
    isCyber: false,
    model: { kind: 'sets', bestOf: 3, minutesPerSet: 40, setTarget: 6, winBy: 2 },
  },
  {
    id: 5,
    slug: 'volleyball',
    nameEn: 'Volleyball',
    nameRu: 'Волейбол',
    isCyber: false,
    model: { kind: 'sets', bestOf: 5, minutesPerSet: 25, setTarget: 25, winBy: 2 },
  },
  {
    id: 6,
    slug: 'table-tennis',
    nameEn: 'Table tennis',
    nameRu: 'Настольный теннис',
    isCyber: false,
    model: { kind: 'sets', bestOf: 5, minutesPerSet: 8, setTarget: 11, winBy: 2 },
  },
  {
    id: 7,
    slug: 'handball',
    nameEn: 'Handball',
    nameRu: 'Гандбол',
    isCyber: false,
    model: {
      kind: 'goals',
      periods: 2,
      periodMinutes: 30,
      goalsPerGame: 55,
      hasDraw: true,
      lines: [52.5, 54.5, 55.5, 57.5],
    },
  },
  {
    id: 8,
    slug: 'cricket',
    nameEn: 'Cricket',
    nameRu: 'Крикет',
    isCyber: false,
    model: { kind: 'bout', minutes: 200, innings: { count: 2, overs: 20 } },
  },
  // The UFC page has fights in play at any time.
  {
    id: 9,
    slug: 'mma',
    nameEn: 'MMA',
    nameRu: 'ММА',
    isCyber: false,
    liveShare: 0.03,
    model: { kind: 'bout', minutes: 15 },
  },
  { id: 10, slug: 'boxing', nameEn: 'Boxing', nameRu: 'Бокс', isCyber: false, model: { kind: 'bout', minutes: 36 } },
  {
    id: 11,
    slug: 'futsal',
    nameEn: 'Futsal',
    nameRu: 'Футзал',
    isCyber: false,
    model: { kind: 'goals', periods: 2, periodMinutes: 20, goalsPerGame: 5.8, hasDraw: true, lines: [4.5, 5.5, 6.5] },
  },
  {
    id: 12,
    slug: 'badminton',
    nameEn: 'Badminton',
    nameRu: 'Бадминтон',
    isCyber: false,
    model: { kind: 'sets', bestOf: 3, minutesPerSet: 20, setTarget: 21, winBy: 2 },
  },
  {
    id: 13,
    slug: 'snooker',
    nameEn: 'Snooker',
    nameRu: 'Снукер',
    isCyber: false,
    model: { kind: 'sets', bestOf: 9, minutesPerSet: 15, setTarget: 1, winBy: 1 },
  },
  {
    id: 14,
    slug: 'darts',
    nameEn: 'Darts',
    nameRu: 'Дартс',
    isCyber: false,
    model: { kind: 'sets', bestOf: 11, minutesPerSet: 4, setTarget: 3, winBy: 1 },
  },
  {
    id: 40,
    slug: 'cs2',
    nameEn: 'Counter-Strike 2',
    nameRu: 'Counter-Strike 2',
    isCyber: true,
    model: { kind: 'sets', bestOf: 3, minutesPerSet: 40, setTarget: 13, winBy: 1 },
  },
  {
    id: 41,
    slug: 'dota-2',
    nameEn: 'Dota 2',
    nameRu: 'Dota 2',
    isCyber: true,
    model: { kind: 'sets', bestOf: 3, minutesPerSet: 40, setTarget: 1, winBy: 1 },
  },
  {
    id: 42,
    slug: 'league-of-legends',
    nameEn: 'League of Legends',
    nameRu: 'League of Legends',
    isCyber: true,
    model: { kind: 'sets', bestOf: 3, minutesPerSet: 32, setTarget: 1, winBy: 1 },
  },
  {
    id: 43,
    slug: 'valorant',
    nameEn: 'Valorant',
    nameRu: 'Valorant',
    isCyber: true,
    model: { kind: 'sets', bestOf: 3, minutesPerSet: 45, setTarget: 13, winBy: 1 },
  },
  { id: 44, slug: 'efootball', nameEn: 'eFootball', nameRu: 'Киберфутбол', isCyber: true, model: football(6, 3.4) },
  {
    id: 50,
    slug: 'marble-football',
    nameEn: 'Marble football',
    nameRu: 'Марбл-футбол',
    isCyber: false,
    isMarble: true,
    liveShare: MARBLE_LIVE_SHARE,
    model: {
      kind: 'goals',
      periods: 2,
      periodMinutes: 4,
      goalsPerGame: 3.2,
      hasDraw: true,
      lines: [1.5, 2.5, 3.5, 4.5],
    },
  },
  {
    id: 51,
    slug: 'marble-basketball',
    nameEn: 'Marble basketball',
    nameRu: 'Марбл-баскетбол',
    isCyber: false,
    isMarble: true,
    liveShare: MARBLE_LIVE_SHARE,
    // Low scoring for basketball, so a basket's suspension of the markets leaves them open most of the time.
    model: { kind: 'goals', periods: 4, periodMinutes: 3, goalsPerGame: 26, hasDraw: false, lines: [22.5, 25.5, 28.5] },
  },
  /** Races told as head-to-head duels: which of two marbles crosses the line first. */
  {
    id: 52,
    slug: 'marble-racing',
    nameEn: 'Marble racing',
    nameRu: 'Марбл-гонки',
    isCyber: false,
    isMarble: true,
    liveShare: MARBLE_LIVE_SHARE,
    model: { kind: 'bout', minutes: 2 },
  },
  /** Elections and votes as two-sided events with a winner and no draw, decided at their date. */
  {
    id: 60,
    slug: 'politics',
    nameEn: 'Politics',
    nameRu: 'Политика',
    isCyber: false,
    isLongTerm: true,
    model: { kind: 'bout', minutes: 1 },
  },
];
