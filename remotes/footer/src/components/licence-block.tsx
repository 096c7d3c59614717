import type { FooterAnswer } from '@betfront/contract/content';
import type { Translate } from '@betfront/remote-kit';
import { POLICY_LOGO_PATH } from '@betfront/contract/policy-logo';
import styles from './footer.module.css';
import { siteHref } from './site-href';

interface LicenceBlockProps {
  footer: Pick<FooterAnswer, 'licence' | 'ageLimit' | 'responsibleGaming'>;
  lng: string;
  t: Translate;
  showsPolicyLogo: boolean;
}

/** The licence, the age limit and the responsible-gaming warning: shown on every page. */
export function LicenceBlock({ footer, lng, t, showsPolicyLogo }: LicenceBlockProps) {
  return (
    <section aria-label={t('footer.licence_label')} className={styles.licence}>
      <p className={styles.age} aria-label={t('footer.age_label', { age: footer.ageLimit })}>
        {`${footer.ageLimit}+`}
      </p>
      {showsPolicyLogo && (
        <img
          className={styles.policyLogo}
          src={POLICY_LOGO_PATH}
          alt={t('footer.policy_logo')}
          width={32}
          height={32}
        />
      )}
      <div>
        <p className={styles.licenceText}>{footer.licence.text}</p>
        <p className={styles.licenceText}>
          {t('footer.licence_number', { number: footer.licence.number, regulator: footer.licence.regulator })}
        </p>
        <p className={styles.licenceText}>
          {footer.responsibleGaming.text}{' '}
          <a href={siteHref(lng, footer.responsibleGaming.href)}>{t('footer.responsible_link')}</a>
        </p>
      </div>
    </section>
  );
}
