import type { Banner } from '@betfront/contract/banners';
import type { Translate } from '@betfront/remote-kit';
import { useCarousel } from './use-carousel';
import { useFreshBanners } from './use-fresh-banners';
import styles from './banner-strip.module.css';

interface BannerStripProps {
  banners: Banner[];
  lng: string;
  t: Translate;
}

/** The home page's banners: one at a time, server-rendered, swiped or stepped through, refreshed every minute. */
export function BannerStrip({ banners: initial, lng, t }: BannerStripProps) {
  const banners = useFreshBanners(initial, lng);
  const { trackRef, current, go, onScroll, canPlay, playing, setStopped, holders, isPictured } = useCarousel(
    banners.length,
  );
  if (banners.length === 0) return null;
  const count = banners.length;
  // The play button shows once hydrated: read in the server's render too, so the page carries its texts.
  const playLabels = { pause: t('betting.banners.pause'), play: t('betting.banners.play') };
  return (
    <section
      className={styles.strip}
      aria-roledescription="carousel"
      aria-label={t('betting.banners.label')}
      {...holders}
    >
      <div ref={trackRef} className={styles.track} onScroll={onScroll} aria-live={playing ? 'off' : 'polite'}>
        {banners.map((banner, index) => (
          <div
            key={banner.id}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={t('betting.banners.slide', { n: index + 1, count })}
          >
            <a className={styles.link} href={`/${lng}${banner.route === '/' ? '' : banner.route}`}>
              <img
                className={styles.image}
                src={isPictured(index) ? banner.image.src : undefined}
                width={banner.image.width}
                height={banner.image.height}
                alt=""
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
              />
              <span className={styles.copy}>
                <strong className={styles.title}>{banner.title}</strong>
                <span className={styles.text}>{banner.text}</span>
                <span className={styles.cta}>{banner.cta}</span>
              </span>
            </a>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.prev}
            aria-label={t('betting.banners.previous')}
            onClick={() => go(current - 1)}
          />
          <span className={styles.dots}>
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className={styles.dot}
                aria-label={banner.title}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => go(index)}
              />
            ))}
          </span>
          <button
            type="button"
            className={styles.next}
            aria-label={t('betting.banners.next')}
            onClick={() => go(current + 1)}
          />
          {canPlay && (
            <button
              type="button"
              className={playing ? styles.pause : styles.play}
              aria-label={playing ? playLabels.pause : playLabels.play}
              onClick={() => setStopped(playing)}
            />
          )}
        </div>
      )}
    </section>
  );
}
