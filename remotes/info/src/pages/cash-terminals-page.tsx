import { useId, useState } from 'react';
import type { CashTerminalsAnswer, ContentPage } from '@betfront/contract/content';
import type { RemoteContext, Translate } from '@betfront/remote-kit';
import { ContentSections } from '@betfront/ui';
import { InfoFrame } from '../components/info-frame';
import { TerminalList } from '../components/terminal-list';
import styles from '../components/terminals.module.css';

interface CashTerminalsPageProps {
  ctx: RemoteContext;
  t: Translate;
  page: ContentPage;
  terminals: CashTerminalsAnswer;
}

const ALL_CITIES = '';

/** Terminals by city; `?city=` preselects a city, the select filters in the browser without a new load. */
export function CashTerminalsPage({ ctx, t, page, terminals }: CashTerminalsPageProps) {
  const selectId = useId();
  const initial = terminals.cities.some((city) => city.slug === ctx.route.query.city)
    ? ctx.route.query.city
    : undefined;
  const [city, setCity] = useState(initial ?? ALL_CITIES);
  const shown = city === ALL_CITIES ? terminals.terminals : terminals.terminals.filter((item) => item.city === city);
  return (
    <InfoFrame ctx={ctx} t={t} heading={page.title} lead={page.description}>
      <div className={styles.filter}>
        <label htmlFor={selectId}>{t('info.terminals.city')}</label>
        <select id={selectId} className={styles.select} value={city} onChange={(event) => setCity(event.target.value)}>
          <option value={ALL_CITIES}>{t('info.terminals.all_cities')}</option>
          {terminals.cities.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.name}
            </option>
          ))}
        </select>
        <span role="status">{t('info.terminals.count', { count: shown.length })}</span>
      </div>
      <TerminalList terminals={shown} t={t} />
      <ContentSections sections={page.sections} lng={ctx.lng} />
    </InfoFrame>
  );
}
