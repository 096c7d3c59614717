import { browserApi, consoleLogger } from '@betfront/api-client';
import { TEAM_CASH_TOPIC } from '@betfront/contract/team-cash';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, Dialog } from '@betfront/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { readCookies } from '../client/read-cookies';
import type { PageState } from '../page/page-state';
import { useWholeTextsFor } from '../app/use-whole-texts-for';
import { loadTeamCashNotice } from './load-team-cash-notice';
import { isTeamCashOn, TEAM_CASH_COOKIE, TEAM_CASH_COOKIE_DAYS } from './team-cash-rules';
import styles from './team-cash-notice.module.css';

function rememberShown(count: number): void {
  document.cookie = `${TEAM_CASH_COOKIE}=${count}; max-age=${TEAM_CASH_COOKIE_DAYS * 86_400}; path=/; samesite=lax`;
}

/**
 * The agent-network invitation: shown to a logged-in player who is not an agent, with the feature on, once at
 * the third and once at the fourth completed deposit; "apply" opens a payment request on the team-cash topic.
 */
export function TeamCashNotice({
  state,
  t,
  hasWholeTexts,
}: {
  state: PageState;
  t: Translate;
  hasWholeTexts: boolean;
}) {
  const [isClosed, setClosed] = useState(false);
  const userId = state.session.user_id;
  const featureOn = isTeamCashOn(state.config.features);
  // Read once per player while the page is open: never again on its own.
  const due = useQuery({
    queryKey: ['team-cash', 'notice', userId],
    queryFn: () =>
      loadTeamCashNotice(browserApi(), readCookies(document.cookie)[TEAM_CASH_COOKIE]).catch((error: unknown) => {
        consoleLogger.warn('team-cash notice: not loaded', { error });
        throw error;
      }),
    enabled: userId !== null && featureOn,
    staleTime: Infinity,
  });

  const count = due.data ?? null;
  const isShown = useWholeTextsFor(count !== null && !isClosed, hasWholeTexts);
  if (count === null || !isShown) return null;
  const close = () => {
    rememberShown(count);
    setClosed(true);
  };
  const applyHref = `/${state.lng}/office/payment/create-request/${TEAM_CASH_TOPIC.topicId}/${TEAM_CASH_TOPIC.subTopicId}`;
  return (
    <Dialog open onClose={close} title={t('shell.team_cash.title')} closeLabel={t('shell.team_cash.close')}>
      <p className={styles.text}>{t('shell.team_cash.text', { count })}</p>
      <div className={styles.actions}>
        <a className={BUTTON_CLASS.primary} href={applyHref} onClick={() => rememberShown(count)}>
          {t('shell.team_cash.apply')}
        </a>
        <button type="button" className={BUTTON_CLASS.secondary} onClick={close}>
          {t('shell.team_cash.later')}
        </button>
      </div>
    </Dialog>
  );
}
