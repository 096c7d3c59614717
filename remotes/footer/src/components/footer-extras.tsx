import type { FooterAnswer } from '@betfront/contract/content';
import type { Translate } from '@betfront/remote-kit';
import styles from './footer.module.css';
import { siteHref } from './site-href';

interface FooterExtrasProps {
  footer: Pick<FooterAnswer, 'appLinks' | 'socialLinks' | 'paymentLogos'>;
  lng: string;
  t: Translate;
}

/** App downloads, social networks and the payment methods the site takes. */
export function FooterExtras({ footer, lng, t }: FooterExtrasProps) {
  return (
    <div className={styles.extras}>
      <section aria-labelledby="footer-apps">
        <h2 id="footer-apps" className={styles.columnTitle}>
          {t('footer.apps_title')}
        </h2>
        <ul className={styles.links}>
          {footer.appLinks.map((app) => (
            <li key={app.platform}>
              <a href={siteHref(lng, app.href)}>{app.label}</a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="footer-social">
        <h2 id="footer-social" className={styles.columnTitle}>
          {t('footer.social_title')}
        </h2>
        <ul className={styles.inline}>
          {footer.socialLinks.map((social) => (
            <li key={social.network}>
              <a href={social.href} rel="noopener noreferrer" target="_blank">
                {social.label}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="footer-payments">
        <h2 id="footer-payments" className={styles.columnTitle}>
          {t('footer.payments_title')}
        </h2>
        <ul className={styles.logos}>
          {footer.paymentLogos.map((logo) => (
            <li key={logo.id} className={styles.logo} data-logo={logo.id}>
              {logo.name}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
