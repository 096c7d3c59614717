import type { ClientLimit } from '@betfront/contract/limits';
import { publish } from '@betfront/remote-kit';
import type { Translate } from '@betfront/remote-kit';
import { useForm } from '@betfront/account-ui/forms';
import { useState } from 'react';
import {
  actOnPending,
  answersRequest,
  limitErrorKey,
  limitFieldPath,
  limitRequest,
  removeLimit,
  saveLimit,
  sendAnswers,
} from './responsible-api';
import type { SetLimitsAnswer } from './responsible-api';

const EXCLUSION_TYPES = [30, 33];
const confirmErrorKey = (error: unknown) => limitErrorKey(error, 'confirm');
const cancelErrorKey = (error: unknown) => limitErrorKey(error, 'cancel');

export interface LimitChange {
  isBusy: boolean;
  save(limit: { limitType: number; limitValue: number; reasonId?: number }): Promise<void>;
  remove(limitType: number): Promise<void>;
  act(action: 'confirm' | 'reject', limitType: number): Promise<void>;
  /** What is wrong with a field last sent for this limit, naming the field by its label. */
  fieldError(limitType: number, field: 'limitValue' | 'reasonId', label: string): string | undefined;
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
  const form = useForm(confirmErrorKey, t);
  const [done, setDone] = useState<Message | null>(null);
  const [questionnaire, setQuestionnaire] = useState<Questionnaire | null>(null);
  const [sentType, setSentType] = useState<number | null>(null);
  const message: Message | null = form.errorKey ? { kind: 'error', text: t(form.errorKey) } : done;

  const run = async (call: () => Promise<void>, errorFallback: 'confirm' | 'cancel') => {
    setDone(null);
    await form.run(call, errorFallback === 'confirm' ? confirmErrorKey : cancelErrorKey);
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
    setDone({ kind: 'done', text: t('responsible.saved') });
  };

  const changes: LimitChange = {
    isBusy: form.pending,
    save: async (limit) => {
      setDone(null);
      setSentType(limit.limitType);
      const answer = await form.submit(limitRequest(limit), (body) => saveLimit(lng, body));
      if (answer) applyAnswer(answer, limit.limitType);
    },
    fieldError: (limitType, field, label) =>
      limitType === sentType ? form.fieldError(limitFieldPath(field), label) : undefined,
    remove: (limitType) => run(async () => applyAnswer(await removeLimit(lng, limitType), limitType), 'cancel'),
    act: (action, limitType) =>
      run(
        async () => {
          const answer = await actOnPending(lng, action, limitType);
          setLimits(answer.limitsData);
          publish('limitsChanged', {});
          const key = action === 'confirm' ? 'confirm_limit_success' : 'cancel_limit_success';
          setDone({ kind: 'done', text: t(`responsible.${key}`) });
        },
        action === 'confirm' ? 'confirm' : 'cancel',
      ),
  };

  const answerQuestionnaire = async (answers: { questionId: number; answer: boolean }[]) => {
    if (!questionnaire) return;
    setDone(null);
    const result = await form.submit(answersRequest(questionnaire.tokenGuid, answers), (body) =>
      sendAnswers(lng, body),
    );
    if (!result) return;
    setQuestionnaire(null);
    setLimits(result.limitsData);
    publish('limitsChanged', {});
    setDone(
      result.success
        ? { kind: 'done', text: t('responsible.questionnaire.passed') }
        : { kind: 'error', text: t('responsible.questionnaire.failed') },
    );
  };

  return {
    limits,
    changes,
    message,
    questionnaire,
    answerQuestionnaire,
    closeQuestionnaire: () => setQuestionnaire(null),
  };
}
