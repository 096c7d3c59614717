import { EmptyState } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';

/** What a visitor sees on a page only players have: why, and the way to log in. */
export function LoginPrompt({ lng, t, stem = 'betting.login_needed' }: { lng: string; t: Translate; stem?: string }) {
  return (
    <EmptyState
      title={t(`${stem}.title`)}
      text={t(`${stem}.text`)}
      linksLabel={t('betting.empty.links_label')}
      links={[
        { href: `/${lng}/user/login`, label: t('betting.favorites.login.link') },
        { href: `/${lng}/live`, label: t('betting.link.live') },
      ]}
    />
  );
}
