import type { Translate } from '@betfront/remote-kit';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Questionnaire } from './use-limit-changes';
import styles from './responsible.module.css';
import { CARD_CLASS } from '@betfront/ui';

interface QuestionnaireFormProps {
  questionnaire: Questionnaire;
  isBusy: boolean;
  t: Translate;
  onAnswer(answers: { questionId: number; answer: boolean }[]): void;
  onCancel(): void;
}

/** The self-assessment before a limit is loosened: a yes or a no to each question, all required. */
export function QuestionnaireForm({ questionnaire, isBusy, t, onAnswer, onCancel }: QuestionnaireFormProps) {
  const [answers, setAnswers] = useState<Record<number, boolean>>({});
  const isComplete = questionnaire.questions.every((question) => question.questionId in answers);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isComplete) return;
    onAnswer(questionnaire.questions.map(({ questionId }) => ({ questionId, answer: answers[questionId] === true })));
  };

  return (
    <form
      className={`${CARD_CLASS.compact} ${styles.questionnaire}`}
      onSubmit={submit}
      aria-labelledby="responsible-questionnaire-title"
    >
      <h2 id="responsible-questionnaire-title" className={styles.sectionTitle}>
        {t('responsible.questionnaire.title')}
      </h2>
      <p className={styles.hint}>{t('responsible.questionnaire.text')}</p>
      {questionnaire.questions.map((question) => (
        <fieldset key={question.questionId} className={styles.question}>
          <legend>{question.text}</legend>
          {([true, false] as const).map((answer) => (
            <label key={String(answer)} className={styles.choice}>
              <input
                type="radio"
                name={`question-${question.questionId}`}
                checked={answers[question.questionId] === answer}
                onChange={() => setAnswers((current) => ({ ...current, [question.questionId]: answer }))}
              />
              {t(answer ? 'responsible.yes' : 'responsible.no')}
            </label>
          ))}
        </fieldset>
      ))}
      <div className={styles.row}>
        <button type="submit" className={styles.button} disabled={!isComplete || isBusy}>
          {t('responsible.questionnaire.send')}
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          {t('responsible.questionnaire.cancel')}
        </button>
      </div>
    </form>
  );
}
