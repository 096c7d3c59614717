import type { CasinoLaunchBody } from '@betfront/contract/casino-wallet';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { createLaunchToken } from '../wallet/launch-tokens';

/** The provider that plays a game and the address of its game page for a launch token. */
export interface GameServer {
  providerId: string;
  launchUrl(launch: { gameId: string; token: string; language: 'ru' | 'en' }): string;
}

interface GameRow {
  hasDemo: boolean;
}

/**
 * Opens a game: checks that it may be played so (real money needs a player with a main account, demo a game
 * that offers it) and hands the provider a launch token for this player and game.
 */
export async function launchGame(
  db: Database,
  server: GameServer,
  body: CasinoLaunchBody,
  player: { userId: number; countryCode: string | null } | null,
): Promise<{ url: string }> {
  return db.transaction(async (tx) => {
    const [game] = await tx.query<GameRow>(
      'select has_demo as "hasDemo" from casino_games where id = $1 and is_enabled',
      [body.gameId],
    );
    if (!game) throw new HttpError(404, 'game_not_found', 'No such game');
    let account: { accountId: number } | undefined;
    if (body.mode === 'demo') {
      if (!game.hasDemo) throw new HttpError(409, 'demo_unavailable', 'This game has no demo: log in to play');
    } else {
      if (!player) throw new HttpError(401, 'not_logged_in', 'Log in first');
      [account] = await tx.query<{ accountId: number }>(
        'select id as "accountId" from accounts where user_id = $1 and type = 0',
        [player.userId],
      );
      if (!account) throw new HttpError(409, 'no_money_account', 'Open a money account to play for real');
    }
    const token = await createLaunchToken(tx, {
      providerId: server.providerId,
      gameId: body.gameId,
      mode: body.mode,
      language: body.language,
      player: account && player ? { userId: player.userId, accountId: account.accountId } : null,
      countryCode: player?.countryCode ?? null,
    });
    return { url: server.launchUrl({ gameId: body.gameId, token, language: body.language }) };
  });
}
