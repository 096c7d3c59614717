import type { CasinoHistoryMailAnswer, CasinoRound } from '@betfront/contract/casino-wallet';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { sendEmail } from '../../outbox/outbox-service';
import { listPlayerRounds } from './rounds-repository';

/** The letter holds the latest rounds; the office lists all of them. */
const MAIL_ROUNDS = 100;

const LETTER = {
  ru: {
    subject: 'История казино',
    intro: (count: number) => `Ваши последние раунды в казино (${count}): время (UTC), игра, ставка, выигрыш.`,
    none: 'Вы ещё не играли в казино на деньги.',
  },
  en: {
    subject: 'Casino history',
    intro: (count: number) => `Your latest casino rounds (${count}): time (UTC), game, stake, win.`,
    none: 'You have not played the casino for money yet.',
  },
} as const;

const line = (round: CasinoRound) =>
  `${round.startedAt.replace('T', ' ').replace('Z', '')} — ${round.gameName} — ${round.stake} ${round.currencyIso} — ${round.win} ${round.currencyIso}`;

/** Sends the player's latest rounds to their e-mail through the outbox; refused without an e-mail address. */
export async function mailCasinoHistory(
  db: Database,
  userId: number,
  language: 'ru' | 'en',
): Promise<CasinoHistoryMailAnswer> {
  const [player] = await db.query<{ email: string | null }>('select email from users where id = $1', [userId]);
  if (!player?.email) throw new HttpError(409, 'email_missing', 'Add an e-mail address to your profile first');
  const { rounds } = await listPlayerRounds(db, userId, { offset: 0, limit: MAIL_ROUNDS, language });
  const letter = LETTER[language];
  const text = rounds.length === 0 ? letter.none : [letter.intro(rounds.length), '', ...rounds.map(line)].join('\n');
  await sendEmail(db, player.email, letter.subject, text);
  return { sentTo: player.email, rounds: rounds.length };
}
