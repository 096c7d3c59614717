export { errorBodySchema } from './error';
export type { ErrorBody } from './error';
export { languageCodeSchema, languageSchema } from './language';
export type { Language, LanguageCode } from './language';
export {
  brandBookEntrySchema,
  configGroupsAnswerSchema,
  configGroupsQuerySchema,
  maintenanceSchema,
  siteConfigQuerySchema,
  siteConfigSchema,
  CONFIG_GROUP_NAMES,
} from './site-config';
export type { BrandBookEntry, ConfigGroupName, Maintenance, SiteConfig } from './site-config';
export { BLOCK_REASON_DESTINATIONS, blockBodySchema, blockLightQuerySchema, blockResultSchema } from './block';
export type { BlockResult } from './block';
export { redirectBodySchema, redirectResultSchema } from './redirect';
export type { RedirectResult } from './redirect';
export { sessionCheckSchema, sessionSchema, tokenAnswerSchema, tokenPayloadSchema, tokenQuerySchema } from './session';
export type { Session, TokenPayload } from './session';
export {
  dictionaryAnswerSchema,
  dictionaryIdSchema,
  dictionaryParamsSchema,
  dictionaryQuerySchema,
} from './dictionary';
export type { Dictionary } from './dictionary';
export { seoPageDataSchema, seoRequestSchema } from './seo';
export type { SeoPageData, SeoRequest } from './seo';
export { remoteViewSchema } from './remote-view';
export type { RemoteView } from './remote-view';
export { decodeTokenPayload, isTokenFresh } from './token';
export { FEATURE_NUMBERS, ROUTE_NUMBERS } from './features';
export { healthSchema } from './health';
export type { Health } from './health';
