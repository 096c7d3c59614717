import type { SiteConfig } from '@betfront/contract';
import type { Queryable } from '../db/database';
import type { SiteSettings } from '../settings/site-settings';
import { readCachedSiteSettings } from '../settings/cached-site-settings';
import { maintenanceState } from '../settings/site-settings';
import { resolveLanguage } from './resolve-language';

export interface ConfigRequest {
  lang: string | undefined;
  countryCode: string | null;
  nowSeconds: number;
}

export function buildSiteConfig(settings: SiteSettings, request: ConfigRequest): SiteConfig {
  const { scalars } = settings;
  return {
    ref_id: scalars.refId,
    group_id: scalars.groupId,
    projectName: scalars.projectName,
    domain: scalars.domain,
    isVipDomain: scalars.isVipDomain,
    lang: resolveLanguage(request.lang, request.countryCode, settings.languages, scalars.defaultLanguage),
    defaultLanguage: scalars.defaultLanguage,
    languages: settings.languages.map(({ code, name, hiddenForVisitors }) => ({ code, name, hiddenForVisitors })),
    countryCode: request.countryCode,
    features: settings.features,
    routes: settings.routes,
    blockedUrlFragments: settings.blockedUrlFragments,
    maintenance: maintenanceState(settings.maintenanceWindow, request.nowSeconds),
    isIdentificationEnabled: scalars.isIdentificationEnabled,
    isTermsConfirmationEnabled: scalars.isTermsConfirmationEnabled,
    isRegistrationAllowed: scalars.isRegistrationAllowed,
    isAccountMiddlewareMode: scalars.isAccountMiddlewareMode,
    isThirdPartyAllowed: scalars.isThirdPartyAllowed,
    isSnowEnabled: scalars.isSnowEnabled,
    isPaymentRouteEnabled: scalars.isPaymentRouteEnabled,
    isPaymentAuthRequired: scalars.isPaymentAuthRequired,
    isPaymentConsultantAvailable: scalars.isPaymentConsultantAvailable,
    autoLogoffMinutes: scalars.autoLogoffMinutes,
    seo: { canonicalMode: scalars.seoCanonicalMode, mirrorHost: scalars.seoMirrorHost },
    brandBook: settings.brandBook,
    isPwa: scalars.isPwa,
    pwaManifest: { themeColor: scalars.pwaThemeColor },
    pwaPromptAudience: scalars.pwaPromptAudience,
    ageConfirmation: scalars.ageConfirmation,
    isSystemBankerOnByDefault: scalars.isSystemBankerOnByDefault,
  };
}

export async function loadSiteConfig(db: Queryable, request: ConfigRequest): Promise<SiteConfig> {
  return buildSiteConfig(await readCachedSiteSettings(db), request);
}
