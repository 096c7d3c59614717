import type { RemoteAppProps } from '@betfront/remote-kit';
import type { Translate } from '@betfront/remote-kit';
import { useCallback } from 'react';
import type { OfficeData } from '../office-data';
import { RequestPending } from '../shared/request-notices';
import sharedStyles from '../shared/shared.module.css';
import { useRequest } from '../shared/use-request';
import { LimitCard } from './limit-card';
import { LIMIT_GROUPS, limitPair, SELF_EXCLUSION_TYPE } from './limit-groups';
import { QuestionnaireForm } from './questionnaire-form';
import { loadResponsible } from './responsible-api';
import type { ResponsibleState } from './responsible-api';
import { SelfExclusionForm } from './self-exclusion-form';
import { useLimitChanges } from './use-limit-changes';
import styles from './responsible.module.css';
import { CARD_CLASS } from '@betfront/ui';

/** The player's responsible-gaming limits: every limit with its state and what is left, and self-exclusion. */
export function ResponsibleBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const { lng } = ctx;
  const load = useCallback((signal: AbortSignal) => loadResponsible(lng, signal), [lng]);
  const request = useRequest(['responsible', lng], load);
  if (request.value === null) return <RequestPending request={request} t={t} />;
  return <ResponsibleLimits initial={request.value} lng={lng} t={t} />;
}

function ResponsibleLimits({ initial, lng, t }: { initial: ResponsibleState; lng: string; t: Translate }) {
  const { limits, changes, message, questionnaire, answerQuestionnaire, closeQuestionnaire } = useLimitChanges(
    initial.limits,
    lng,
    t,
  );
  const selfExclusion = limitPair(limits, SELF_EXCLUSION_TYPE).current;

  return (
    <div className={sharedStyles.page}>
      <p className={styles.hint}>{t('responsible.intro')}</p>
      {message && (
        <p role={message.kind === 'error' ? 'alert' : 'status'} className={styles[message.kind]}>
          {message.text}
        </p>
      )}
      {questionnaire && (
        <QuestionnaireForm
          questionnaire={questionnaire}
          isBusy={changes.isBusy}
          t={t}
          onAnswer={(answers) => void answerQuestionnaire(answers)}
          onCancel={closeQuestionnaire}
        />
      )}
      {LIMIT_GROUPS.map((group) => (
        <section key={group.key} className={styles.section} aria-labelledby={`responsible-${group.key}`}>
          <h2 id={`responsible-${group.key}`} className={styles.sectionTitle}>
            {t(`responsible.group.${group.key}`)}
          </h2>
          <div className={CARD_CLASS.grid}>
            {group.types.map((limitType) => {
              const { current, pending } = limitPair(limits, limitType);
              if (!current) return null;
              return (
                <LimitCard key={limitType} current={current} pending={pending} lng={lng} t={t} changes={changes} />
              );
            })}
          </div>
        </section>
      ))}
      {selfExclusion && (
        <section className={styles.section} aria-labelledby="responsible-self-exclusion">
          <h2 id="responsible-self-exclusion" className={styles.sectionTitle}>
            {selfExclusion.label}
          </h2>
          <SelfExclusionForm current={selfExclusion} reasons={initial.reasons} lng={lng} t={t} changes={changes} />
        </section>
      )}
    </div>
  );
}
