import type { ConfigGroupName, SiteConfig } from '@betfront/contract';

type Group = Record<string, unknown>;

const GROUP_BUILDERS: Record<ConfigGroupName, (config: SiteConfig) => Group> = {
  main: (config) => ({
    projectName: config.projectName,
    domain: config.domain,
    isVipDomain: config.isVipDomain,
    lang: config.lang,
    defaultLanguage: config.defaultLanguage,
    countryCode: config.countryCode,
    autoLogoffMinutes: config.autoLogoffMinutes,
    isIdentificationEnabled: config.isIdentificationEnabled,
    isTermsConfirmationEnabled: config.isTermsConfirmationEnabled,
    isRegistrationAllowed: config.isRegistrationAllowed,
    isAccountMiddlewareMode: config.isAccountMiddlewareMode,
    isThirdPartyAllowed: config.isThirdPartyAllowed,
    isSnowEnabled: config.isSnowEnabled,
    isPaymentRouteEnabled: config.isPaymentRouteEnabled,
    isPaymentAuthRequired: config.isPaymentAuthRequired,
    isPaymentConsultantAvailable: config.isPaymentConsultantAvailable,
  }),
  brand: (config) => Object.fromEntries(config.brandBook.map((entry) => [entry.css_prop, entry.css_value])),
  languages: (config) =>
    Object.fromEntries(
      config.languages.map((language) => [
        language.code,
        { name: language.name, hiddenForVisitors: language.hiddenForVisitors },
      ]),
    ),
  seo: (config) => ({ canonicalMode: config.seo.canonicalMode, mirrorHost: config.seo.mirrorHost }),
  features: (config) => ({
    features: config.features,
    routes: config.routes,
    blockedUrlFragments: config.blockedUrlFragments,
  }),
  maintenance: (config) => ({ ...config.maintenance }),
};

export function isConfigGroupName(name: string): name is ConfigGroupName {
  return Object.hasOwn(GROUP_BUILDERS, name);
}

export function buildConfigGroups(config: SiteConfig, names: readonly ConfigGroupName[]): Record<string, Group> {
  return Object.fromEntries(names.map((name) => [name, GROUP_BUILDERS[name](config)]));
}

/** Clients cache groups for 600–900 s; spreading the lifetime by request keeps their refreshes from lining up. */
export function configGroupsMaxAge(cacheKey: string): number {
  let hash = 0;
  for (const char of cacheKey) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return 600 + (hash % 301);
}
