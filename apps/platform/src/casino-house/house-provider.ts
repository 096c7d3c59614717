/** The in-house provider's id in the catalogue and its wallet calls. */
export const HOUSE_PROVIDER_ID = 'betfront';
export const HOUSE_PAGE_PREFIX = '/casino-house';
export const HOUSE_API_PREFIX = '/casino-house-api';

/** The game page a launch opens in the casino's iframe. */
export const houseLaunchUrl = (launch: { gameId: string; token: string; language: 'ru' | 'en' }): string =>
  `${HOUSE_PAGE_PREFIX}/${launch.language}/play/${launch.gameId}?token=${encodeURIComponent(launch.token)}`;
