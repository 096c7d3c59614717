import type { Banner } from '@betfront/contract/banners';

/** A banner as the platform answers it, numbered so that lists of them differ. */
export function bannerFixture(id: number, extra: Partial<Banner> = {}): Banner {
  return {
    id,
    title: `Offer ${id}`,
    text: `What offer ${id} gives`,
    cta: `Open ${id}`,
    route: `/promotions/${id}`,
    image: { src: `/static/banners/offer-${id}.svg`, width: 1200, height: 400 },
    ...extra,
  };
}
