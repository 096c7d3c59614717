import { useShell } from '../app/shell-context';

const SECTIONS = [
  { path: 'line', key: 'shell.nav.line' },
  { path: 'live', key: 'shell.nav.live' },
  { path: 'cyber/live/all', key: 'shell.nav.cyber' },
  { path: 'slots', key: 'shell.nav.casino' },
  { path: 'live-casino', key: 'shell.nav.live_casino' },
  { path: 'virtualsports', key: 'shell.nav.virtual' },
  { path: 'lotto', key: 'shell.nav.lotto' },
  { path: 'promotions', key: 'shell.nav.promotions' },
  { path: 'results', key: 'shell.nav.results' },
] as const;

/** The site's main sections, the current one marked. */
export function HeaderSections({ className }: { className?: string }) {
  const { state, t } = useShell();
  const home = `/${state.lng}`;
  const currentPath = state.route?.path ?? home;
  return (
    <nav aria-label={t('shell.header.main_nav_label')} className={className}>
      <ul>
        {SECTIONS.map((section) => {
          const href = `${home}/${section.path}`;
          const isCurrent = currentPath === href || currentPath.startsWith(`${href}/`);
          return (
            <li key={section.path}>
              <a href={href} aria-current={isCurrent ? 'page' : undefined}>
                {t(section.key)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
