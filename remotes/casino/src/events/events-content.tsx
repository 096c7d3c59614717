import type { Translate } from '@betfront/remote-kit';
import { EmptyState } from '@betfront/ui';
import type { EventsView } from './events-view';
import styles from './events.module.css';
import { PromotionCards } from './promotion-cards';
import { PromotionPage } from './promotion-page';
import { TournamentCards } from './tournament-card';
import { TournamentPage } from './tournament-page';

interface EventsContentProps {
  view: EventsView;
  lng: string;
  t: Translate;
}

const lobbyLink = (lng: string, t: Translate) => ({ href: `/${lng}/casino-lobby`, label: t('casino.link.lobby') });

/** The body of a page of the casino's bonus section: tournaments and promotions from the platform. */
export function EventsContent({ view, lng, t }: EventsContentProps) {
  switch (view.kind) {
    case 'overview':
      return (
        <div className={styles.page}>
          <section className={styles.section} aria-labelledby="overview-tournaments">
            <h2 id="overview-tournaments" className={styles.subheading}>
              {t('casino-events.overview.tournaments')}
            </h2>
            {view.tournaments.length > 0 ? (
              <TournamentCards tournaments={view.tournaments} lng={lng} t={t} />
            ) : (
              <p className={styles.muted}>{t('casino.empty.tournaments.title')}</p>
            )}
          </section>
          <section className={styles.section} aria-labelledby="overview-promotions">
            <h2 id="overview-promotions" className={styles.subheading}>
              {t('casino-events.overview.promotions')}
            </h2>
            {view.promotions.length > 0 ? (
              <PromotionCards
                promotions={view.promotions}
                lng={lng}
                label={t('casino-events.overview.promotions')}
                t={t}
              />
            ) : (
              <p className={styles.muted}>{t('casino.empty.promotions.title')}</p>
            )}
          </section>
          <p className={styles.cardLinks}>
            <a href={`/${lng}/office/casino/vipcashback`}>{t('casino-events.overview.vip_cashback')}</a>
            <a href={`/${lng}/office/casino/premiumcashback`}>{t('casino-events.overview.premium_cashback')}</a>
          </p>
        </div>
      );
    case 'tournaments':
      return view.tournaments.length > 0 ? (
        <TournamentCards tournaments={view.tournaments} lng={lng} t={t} />
      ) : (
        <EmptyState
          title={t('casino.empty.tournaments.title')}
          text={t('casino-events.empty.tournaments')}
          links={[lobbyLink(lng, t)]}
        />
      );
    case 'tournament':
      return <TournamentPage initial={view.answer} isResults={view.isResults} lng={lng} t={t} />;
    case 'promotions': {
      const stem = view.isPromoCodes ? 'promo' : 'promotions';
      if (view.promotions.length === 0) {
        return (
          <EmptyState
            title={t(`casino.empty.${stem}.title`)}
            text={t(`casino-events.empty.${stem}`)}
            links={[
              lobbyLink(lng, t),
              { href: `/${lng}/office/promo-code-check`, label: t('casino-events.promo.enter') },
            ]}
          />
        );
      }
      return (
        <div className={styles.page}>
          {view.isPromoCodes && <p>{t('casino-events.promo.how')}</p>}
          <PromotionCards
            promotions={view.promotions}
            lng={lng}
            label={t(`casino.page.bonus.casino.${stem}.heading`)}
            t={t}
          />
        </div>
      );
    }
    case 'promotion':
      return <PromotionPage promotion={view.promotion} lng={lng} t={t} />;
    case 'failed':
      return (
        <EmptyState
          title={t('casino-events.failed.title')}
          text={t('casino-events.failed.text')}
          links={[lobbyLink(lng, t)]}
        />
      );
  }
}
