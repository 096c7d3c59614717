import { SUPPORT_TOPICS } from '@betfront/contract/support';
import type { SupportTopic } from '@betfront/contract/support';
import type { Translate } from '@betfront/remote-kit';
import sharedStyles from '../shared/shared.module.css';

/** What a letter or a call is about. */
export function TopicSelect({
  value,
  onChange,
  t,
}: {
  value: SupportTopic;
  onChange(topic: SupportTopic): void;
  t: Translate;
}) {
  return (
    <label className={sharedStyles.field}>
      {t('support.form.topic')}
      <select value={value} onChange={(event) => onChange(event.target.value as SupportTopic)}>
        {SUPPORT_TOPICS.map((id) => (
          <option key={id} value={id}>
            {t(`support.topic.${id}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
