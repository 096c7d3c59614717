import type { GameMode } from '@betfront/contract/casino-wallet';
import { track } from '@betfront/remote-kit';
import type { RemoteContext, Translate } from '@betfront/remote-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { relayGameBalance } from './balance-relay';
import { launchGame } from './launch-api';
import styles from './game-player.module.css';

const KNOWN_REFUSALS = ['demo_unavailable', 'not_logged_in', 'no_money_account', 'game_not_found'];

type Launch = { state: 'loading' } | { state: 'playing'; url: string } | { state: 'refused'; code: string };

/**
 * The game in its frame: a visitor plays the demo, a player plays for real (and may switch to the demo).
 * Full screen lays the game over the whole window, the site's header included; closing the game leads to the
 * thank-you page.
 */
export function GamePlayer({ ctx, gameId, t }: { ctx: RemoteContext; gameId: string; t: Translate }) {
  const queries = useQueryClient();
  const language = ctx.lng === 'ru' ? 'ru' : 'en';
  const isPlayer = ctx.user !== null;
  const [mode, setMode] = useState<GameMode>(isPlayer ? 'real' : 'demo');
  const [launch, setLaunch] = useState<Launch>({ state: 'loading' });
  const [isFullScreen, setIsFullScreen] = useState(ctx.route.query.fullscreen === '1');

  useEffect(() => {
    let isLive = true;
    launchGame(gameId, mode, language).then(
      (url) => {
        if (!isLive) return;
        setLaunch({ state: 'playing', url });
        track({ name: 'casino_game_open', gameId: gameId.slice(0, 80), mode });
      },
      (error: { code?: string }) =>
        isLive &&
        setLaunch({
          state: 'refused',
          code: KNOWN_REFUSALS.includes(error.code ?? '') ? (error.code ?? '') : 'failed',
        }),
    );
    return () => {
      isLive = false;
    };
  }, [gameId, mode, language]);

  useEffect(() => relayGameBalance(queries), [queries]);

  return (
    <section
      className={isFullScreen ? `${styles.player} ${styles.fullScreen}` : styles.player}
      aria-label={t('play.frame')}
    >
      <div className={styles.toolbar}>
        <span className={styles.mode}>{t(mode === 'real' ? 'play.mode_real' : 'play.mode_demo')}</span>
        {isPlayer && (
          <button
            type="button"
            className={styles.tool}
            onClick={() => {
              setLaunch({ state: 'loading' });
              setMode(mode === 'real' ? 'demo' : 'real');
            }}
          >
            {t(mode === 'real' ? 'play.switch_demo' : 'play.switch_real')}
          </button>
        )}
        {!isPlayer && (
          <a className={`${styles.tool} ${styles.login}`} href={`/${ctx.lng}/user/login`}>
            {t('play.login_for_real')}
          </a>
        )}
        <button type="button" className={styles.tool} onClick={() => setIsFullScreen(!isFullScreen)}>
          {t(isFullScreen ? 'play.exit_full_screen' : 'play.full_screen')}
        </button>
        <a className={`${styles.tool} ${styles.close}`} href={`/${ctx.lng}/slots/thankyou`}>
          {t('play.close')}
        </a>
      </div>
      <div className={styles.frameBox}>
        {launch.state === 'playing' && (
          <iframe className={styles.frame} src={launch.url} title={t('play.frame')} allow="fullscreen" />
        )}
        {launch.state === 'loading' && <p className={styles.note}>{t('play.loading')}</p>}
        {launch.state === 'refused' && (
          <p className={styles.note} role="alert">
            {t(`play.refused.${launch.code}`)}
          </p>
        )}
      </div>
    </section>
  );
}
