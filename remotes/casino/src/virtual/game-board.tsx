import { RoundResult } from '@betfront/bet-views/virtual';
import type { VirtualGame, VirtualRound } from '@betfront/contract/virtual';
import type { Translate } from '@betfront/remote-kit';
import { OddsButton } from '@betfront/ui';
import { toggleCouponPick } from './coupon-picks';
import { countdown, outcomeText, roundTime } from './virtual-format';
import styles from './virtual.module.css';

/** The outcome a player picked to bet on, with the odds shown when it was picked. */
export interface VirtualPick {
  game: VirtualGame;
  round: VirtualRound;
  market: string;
  outcome: string;
  odds: string;
  label: string;
}

interface BoardProps {
  game: VirtualGame;
  lng: string;
  t: Translate;
  now: number;
  pick: VirtualPick | null;
  onPick(pick: VirtualPick): void;
  /** The selections in the sportsbook's coupon: a virtual match's outcomes are bet through it. */
  couponIds: ReadonlySet<string>;
}

/** The round on screen: being played (a countdown to its end) or the last one played, with its result. */
function OnScreen({ game, lng, t, now }: Pick<BoardProps, 'game' | 'lng' | 't' | 'now'>) {
  const round = game.recent[0];
  if (!round) return <p className={styles.muted}>{t('virtual.no_results')}</p>;
  const isPlaying = round.result === null;
  return (
    <section className={styles.screen} aria-live="polite" aria-label={t('virtual.on_screen')}>
      <p className={styles.screenHead}>
        {isPlaying
          ? t('virtual.playing', { left: countdown(round.settlesAt, now) })
          : t('virtual.last_result', { time: roundTime(round.settlesAt, lng) })}
      </p>
      {isPlaying ? (
        <p className={styles.live}>{round.runners.map((runner) => runner.name).join(' — ') || game.name}</p>
      ) : (
        <RoundResult kind={game.kind} round={round} t={t} />
      )}
    </section>
  );
}

function RoundLine({ game, round, lng, t, now, pick, onPick, couponIds }: BoardProps & { round: VirtualRound }) {
  const title =
    game.kind === 'horses' || round.runners.length === 0 ? null : round.runners.map((r) => r.name).join(' — ');
  return (
    <li className={styles.round} data-round-id={round.id}>
      <p className={styles.roundHead}>
        <strong>{roundTime(round.closesAt, lng)}</strong>{' '}
        <span className={styles.muted}>{t('virtual.closes_in', { left: countdown(round.closesAt, now) })}</span>
      </p>
      {title && <p className={styles.fixture}>{title}</p>}
      {round.markets.map((market) => (
        <div key={market.id} className={styles.market}>
          <p className={styles.marketName}>{t(`virtual.market.${market.id}`)}</p>
          <div className={styles.outcomes}>
            {market.outcomes.map((outcome) => {
              const label = outcomeText(market.id, outcome, t);
              const shown = game.kind === 'horses' ? `${outcome.id}. ${label}` : label;
              const { selectionId } = outcome;
              const picked =
                selectionId === null
                  ? pick?.round.id === round.id && pick.market === market.id && pick.outcome === outcome.id
                  : couponIds.has(selectionId);
              const choose = () =>
                selectionId === null
                  ? onPick({ game, round, market: market.id, outcome: outcome.id, odds: outcome.odds, label })
                  : toggleCouponPick(
                      {
                        game,
                        round,
                        selectionId,
                        odds: outcome.odds,
                        label: `${t(`virtual.market.${market.id}`)}: ${shown}`,
                        sides: game.kind === 'horses' ? [shown] : round.runners.map((runner) => runner.name),
                      },
                      picked,
                      game.page,
                    );
              return (
                <OddsButton
                  key={outcome.id}
                  data-selection-id={selectionId ?? undefined}
                  label={shown}
                  price={outcome.odds}
                  picked={picked}
                  showLabel
                  lockedLabel={t('virtual.locked')}
                  disabled={Date.parse(round.closesAt) <= now}
                  onClick={choose}
                />
              );
            })}
          </div>
        </div>
      ))}
    </li>
  );
}

/** One game: what is on screen now, and the coming rounds with their markets to bet on. */
export function GameBoard(props: BoardProps) {
  const { game, t, now } = props;
  const open = game.upcoming.filter((round) => Date.parse(round.closesAt) > now);
  return (
    <article className={styles.game} data-testid={`virtual-game-${game.slug}`} aria-labelledby={`virtual-${game.slug}`}>
      <h2 id={`virtual-${game.slug}`} className={styles.gameTitle}>
        {game.name}
      </h2>
      <OnScreen {...props} />
      {open.length === 0 ? (
        <p className={styles.muted}>{t('virtual.next_soon')}</p>
      ) : (
        <ul className={styles.rounds} aria-label={t('virtual.coming_rounds')}>
          {open.map((round) => (
            <RoundLine key={round.id} {...props} round={round} />
          ))}
        </ul>
      )}
    </article>
  );
}
