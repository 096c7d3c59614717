import type { CasinoHistoryMailAnswer, CasinoRound } from '@betfront/contract/casino-wallet';
import type { Database } from '../../db/database';
import { dictionaryText } from '../../dictionaries/dictionary-text';
import { mailPlayerHistory } from '../../mailing/history-letter';
import { listPlayerRounds } from './rounds-repository';

/** The letter holds the latest rounds; the office lists all of them. */
const MAIL_ROUNDS = 100;

const line = (round: CasinoRound) =>
  `${round.startedAt.replace('T', ' ').replace('Z', '')} — ${round.gameName} — ${round.stake} ${round.currencyIso} — ${round.win} ${round.currencyIso}`;

/** Sends the player's latest rounds to their e-mail; refused without an e-mail address. */
export async function mailCasinoHistory(
  db: Database,
  userId: number,
  language: 'ru' | 'en',
): Promise<CasinoHistoryMailAnswer> {
  const text = (key: string, vars?: Readonly<Record<string, string>>) =>
    dictionaryText('office-casino', language, `office-casino.mail_letter.${key}`, vars);
  let count = 0;
  const sentTo = await mailPlayerHistory(db, userId, async () => {
    const { rounds } = await listPlayerRounds(db, userId, { offset: 0, limit: MAIL_ROUNDS, language });
    count = rounds.length;
    return {
      subject: await text('subject'),
      intro: await text('intro', { count: String(rounds.length) }),
      lines: rounds.map(line),
      none: await text('none'),
    };
  });
  return { sentTo, rounds: count };
}
