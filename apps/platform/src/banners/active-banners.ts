import type { Banner, BannerRecord } from '@betfront/contract/banners';
import type { Queryable } from '../db/database';
import { createOperatorCache } from '../operator-cache/operator-cache';
import { listPositionBanners } from './banner-repository';

const positionBanners = createOperatorCache<BannerRecord[]>(50);

const isActiveAt = (banner: BannerRecord, at: number) =>
  (banner.activeFrom === null || Date.parse(banner.activeFrom) <= at) &&
  (banner.activeTo === null || at < Date.parse(banner.activeTo));

/** Texts exist in English and Russian; the site's other languages read the Russian ones. */
function inLanguage(banner: BannerRecord, lng: string): Banner {
  const english = lng === 'en';
  return {
    id: banner.id,
    title: english ? banner.title.en : banner.title.ru,
    text: english ? banner.text.en : banner.text.ru,
    cta: english ? banner.cta.en : banner.cta.ru,
    route: banner.route,
    image: { src: banner.image, width: banner.imageWidth, height: banner.imageHeight },
  };
}

/**
 * The banners of a position shown at `now`, in their order, in one language. A position's banners are kept
 * until the operator changes them; their windows are checked on every call, so a banner starts and ends on time.
 */
export async function listActiveBanners(db: Queryable, position: string, lng: string, now: Date): Promise<Banner[]> {
  const banners = await positionBanners(db, position, () => listPositionBanners(db, position));
  return banners.filter((banner) => isActiveAt(banner, now.getTime())).map((banner) => inLanguage(banner, lng));
}
