import type { ClientLimit } from '@betfront/contract/limits';
import { publish } from '@betfront/remote-kit';
import type { Translate } from '@betfront/remote-kit';
import { useState } from 'react';
import { actOnPending, limitErrorKey, removeLimit, saveLimit, sendAnswers } from './responsible-api';
import type { SetLimitsAnswer } from './responsible-api';

const EXCLUSION_TYPES = [30, 33];

export interface LimitChange {
  isBusy: boolean;
  save(limit: { limitType: number; limitValue: number; reasonId?: number }): Promise<void>;
  remove(limitType: number): Promise<void>;
  act(action: 'confirm' | 'reject', limitType: number): Promise<void>;
}

export interface Questionnaire {
  tokenGuid: string;
  questions: { questionId: number; text: string }[];
}

export interface Message {
  kind: 'done' | 'error';
  text: string;
}

/**
 * The page's limits and every change of them: a save or removal that loosens a limit opens the questionnaire;
 * an exclusion ends the session, so the page goes home logged out.
 */
export function useLimitChanges(initial: ClientLimit[], lng: string, t: Translate) {
  const [limits, setLimits] = useState(initial);
  const [isBusy, setIsBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [questionnaire, setQuestionnaire] = useState<Questionnaire | null>(null);

  const run = async (call: () => Promise<void>, errorFallback: 'confirm' | 'cancel') => {
    setIsBusy(true);
    setMessage(null);
    try {
      await call();
    } catch (error) {
      setMessage({ kind: 'error', text: t(limitErrorKey(error, errorFallback)) });
    } finally {
      setIsBusy(false);
    }
  };

  const applyAnswer = (answer: SetLimitsAnswer, limitType: number) => {
    setLimits(answer.limitsData);
    if (answer.status === 202 && answer.tokenGuid) {
      setQuestionnaire({ tokenGuid: answer.tokenGuid, questions: answer.questions });
      return;
    }
    publish('limitsChanged', {});
    if (EXCLUSION_TYPES.includes(limitType)) {
      window.location.assign(`/${lng}`);
      return;
    }
    setMessage({ kind: 'done', text: t('responsible.saved') });
  };

  const changes: LimitChange = {
    isBusy,
    save: (limit) => run(async () => applyAnswer(await saveLimit(lng, limit), limit.limitType), 'confirm'),
    remove: (limitType) => run(async () => applyAnswer(await removeLimit(lng, limitType), limitType), 'cancel'),
    act: (action, limitType) =>
      run(
        async () => {
          const answer = await actOnPending(lng, action, limitType);
          setLimits(answer.limitsData);
          publish('limitsChanged', {});
          const key = action === 'confirm' ? 'confirm_limit_success' : 'cancel_limit_success';
          setMessage({ kind: 'done', text: t(`responsible.${key}`) });
        },
        action === 'confirm' ? 'confirm' : 'cancel',
      ),
  };

  const answerQuestionnaire = (answers: { questionId: number; answer: boolean }[]) =>
    run(async () => {
      if (!questionnaire) return;
      const result = await sendAnswers(lng, questionnaire.tokenGuid, answers);
      setQuestionnaire(null);
      setLimits(result.limitsData);
      publish('limitsChanged', {});
      setMessage(
        result.success
          ? { kind: 'done', text: t('responsible.questionnaire.passed') }
          : { kind: 'error', text: t('responsible.questionnaire.failed') },
      );
    }, 'confirm');

  return {
    limits,
    changes,
    message,
    questionnaire,
    answerQuestionnaire,
    closeQuestionnaire: () => setQuestionnaire(null),
  };
}
