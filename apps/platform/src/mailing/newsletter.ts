import type { Queryable } from '../db/database';
import { insertOutboxMessage } from '../outbox/outbox-repository';
import { readCachedSiteSettings } from '../settings/cached-site-settings';
import { DEFAULT_PREFERENCES, unsubscribeTokenOf } from './mailing-repository';

export interface Newsletter {
  sendId: string;
  channel: 'email' | 'sms';
  subject: string | null;
  body: string;
}

const FOOTER = {
  ru: (link: string) => `\n\nЧтобы не получать новости, перейдите по ссылке: ${link}`,
  en: (link: string) => `\n\nTo stop receiving news, open: ${link}`,
} as const;

/**
 * Sends a news letter to every player who takes news on its channel and has an address for it; each e-mail ends
 * with the player's own unsubscribe link. Answers how many it went to, or null when the send id was used before.
 */
export async function sendNewsletter(tx: Queryable, letter: Newsletter): Promise<number | null> {
  const recorded = await tx.query(
    `insert into newsletters (send_id, channel, subject, body, recipients) values ($1, $2, $3, $4, 0)
     on conflict (send_id) do nothing returning 1`,
    [letter.sendId, letter.channel, letter.subject, letter.body],
  );
  if (recorded.length === 0) return null;
  const wants = letter.channel === 'email' ? 'news_email' : 'news_sms';
  const address = letter.channel === 'email' ? 'email' : 'phone';
  const players = await tx.query<{ id: number; address: string; lang: string | null }>(
    `select users.id, users.${address} as address, users.language as lang
     from users left join mailing_preferences p on p.user_id = users.id
     where users.${address} is not null and coalesce(p.${wants}, $1) order by users.id`,
    [DEFAULT_PREFERENCES[wants]],
  );
  const { scalars } = await readCachedSiteSettings(tx);
  for (const player of players) {
    let body = letter.body;
    if (letter.channel === 'email') {
      const lng = player.lang === 'en' ? 'en' : 'ru';
      const link = `https://${scalars.domain}/${lng}/user/stopnewsletter?token=${await unsubscribeTokenOf(tx, player.id)}`;
      body += FOOTER[lng](link);
    }
    await insertOutboxMessage(tx, {
      channel: letter.channel,
      recipient: player.address,
      subject: letter.subject,
      body,
    });
  }
  await tx.query('update newsletters set recipients = $2 where send_id = $1', [letter.sendId, players.length]);
  return players.length;
}
