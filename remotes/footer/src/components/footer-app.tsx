import { menuClickTracker } from '@betfront/remote-kit';
import type { RemoteAppProps } from '@betfront/remote-kit';
import type { FooterData } from '../footer-data';
import { FooterColumns } from './footer-columns';
import { FooterExtras } from './footer-extras';
import styles from './footer.module.css';
import { LanguageList } from './language-list';
import { LicenceBlock } from './licence-block';
import { ThemePreference } from './theme-preference';
import { TimePreferences } from './time-preferences';

const trackFooterClick = menuClickTracker('footer');

export function FooterApp({ ctx, data, t }: RemoteAppProps<FooterData>) {
  const { footer, languages, showsPolicyLogo } = data;
  return (
    <footer className={styles.footer} onClick={trackFooterClick}>
      <FooterColumns columns={footer.columns} lng={ctx.lng} label={t('footer.nav_label')} />
      <FooterExtras footer={footer} lng={ctx.lng} t={t} />
      <LicenceBlock footer={footer} lng={ctx.lng} t={t} showsPolicyLogo={showsPolicyLogo} />
      <div className={styles.settings}>
        <TimePreferences t={t} />
        <ThemePreference t={t} />
      </div>
      <div className={styles.bottom}>
        <LanguageList
          languages={languages}
          current={ctx.lng}
          path={ctx.route.path}
          label={t('footer.languages_label')}
        />
        <p className={styles.copyright}>
          {t('footer.copyright', { year: footer.year, holder: footer.copyrightHolder })}
        </p>
      </div>
    </footer>
  );
}
