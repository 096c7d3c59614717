import type { Translate } from '@betfront/remote-kit';
import { EmptyState } from '@betfront/ui';

/** Shown when the platform could not answer: the page itself still works. */
export function UnavailableResults({ t }: { t: Translate }) {
  return <EmptyState title={t('results.unavailable.title')} text={t('results.unavailable.text')} />;
}
