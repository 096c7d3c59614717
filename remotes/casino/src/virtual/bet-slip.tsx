import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ACCOUNTS_KEY } from '@betfront/remote-kit';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, StakeInput } from '@betfront/ui';
import type { VirtualPick } from './game-board';
import { placeVirtualBet } from './virtual-api';
import { virtualErrorText } from './virtual-error-text';
import { virtualMoney } from './virtual-format';
import styles from './virtual.module.css';

const MONEY = /^\d{1,12}(\.\d{1,2})?$/;
const QUICK_STAKES = ['10', '50', '100'] as const;

/** "12.5" as "12.50"; null when it is not an amount. */
function asMoney(text: string): string | null {
  const trimmed = text.trim().replace(',', '.');
  if (!MONEY.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return `${BigInt(whole)}.${(fraction + '00').slice(0, 2)}`;
}

/** What the stake wins at the odds, rounded down to the cent as the platform pays it. */
function winOf(stake: string, odds: string): string {
  const cents = (BigInt(stake.replace('.', '')) * BigInt(odds.replace('.', ''))) / 100n;
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

type Outcome = { kind: 'done' | 'error'; text: string } | null;

interface SlipProps {
  pick: VirtualPick | null;
  lng: string;
  t: Translate;
  isLoggedIn: boolean;
  onPlaced(): void;
  onRefused(): void;
  onClear(): void;
}

/** The outcome picked, the stake and what it wins, and the bet; every view of the balance reads it again after it. */
export function BetSlip({ pick, lng, t, isLoggedIn, onPlaced, onRefused, onClear }: SlipProps) {
  const queries = useQueryClient();
  const [stakeText, setStakeText] = useState('10');
  const [isBusy, setIsBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const stake = asMoney(stakeText);
  const currency = pick?.game.currencyIso ?? null;

  async function place() {
    if (!pick || !stake) return;
    setIsBusy(true);
    setOutcome(null);
    try {
      const { bet, balance } = await placeVirtualBet({
        requestId: crypto.randomUUID(),
        roundId: pick.round.id,
        market: pick.market,
        outcome: pick.outcome,
        odds: pick.odds,
        stake,
      });
      setOutcome({
        kind: 'done',
        text: t('virtual.placed', { id: bet.id, balance: virtualMoney(balance, bet.currencyIso) }),
      });
      onPlaced();
      void queries.invalidateQueries({ queryKey: ACCOUNTS_KEY });
    } catch (error) {
      setOutcome({ kind: 'error', text: virtualErrorText(error, t) });
      onRefused();
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <section className={styles.slip} data-picked={pick !== null} aria-labelledby="virtual-slip">
      <h2 id="virtual-slip" className={styles.sectionTitle}>
        {t('virtual.slip')}
      </h2>
      {pick ? (
        <>
          <p className={styles.pick} data-testid="virtual-pick">
            <span>
              {pick.game.name}, {t(`virtual.market.${pick.market}`)}: <strong>{pick.label}</strong>
            </span>
            <strong className={styles.odds}>{pick.odds}</strong>
          </p>
          <StakeInput
            label={t('virtual.stake')}
            value={stakeText}
            onChange={(value) => {
              setOutcome(null);
              setStakeText(value);
            }}
            currency={currency ?? ''}
            quickStakes={QUICK_STAKES}
            error={stake === null ? t('virtual.stake_invalid') : undefined}
          />
          <p className={styles.muted}>
            {t('virtual.limits', {
              min: virtualMoney(pick.game.minStake, currency),
              max: virtualMoney(pick.game.maxStake, currency),
            })}
          </p>
          {stake && (
            <p data-testid="virtual-win">
              {t('virtual.to_win', { amount: virtualMoney(winOf(stake, pick.odds), currency) })}
            </p>
          )}
          {isLoggedIn ? (
            <div className={styles.slipActions}>
              <button
                type="button"
                className={BUTTON_CLASS.primary}
                disabled={!stake || isBusy}
                onClick={() => void place()}
              >
                {t('virtual.place', { stake: stake ? virtualMoney(stake, currency) : '' })}
              </button>
              <button type="button" className={BUTTON_CLASS.secondary} onClick={onClear}>
                {t('virtual.clear')}
              </button>
            </div>
          ) : (
            <a className={BUTTON_CLASS.primary} href={`/${lng}/user/login`}>
              {t('virtual.login_to_bet')}
            </a>
          )}
        </>
      ) : (
        <p className={styles.muted}>{t('virtual.pick_hint')}</p>
      )}
      {outcome && (
        <p
          role={outcome.kind === 'error' ? 'alert' : 'status'}
          className={outcome.kind === 'error' ? styles.error : styles.done}
        >
          {outcome.text}
        </p>
      )}
    </section>
  );
}
