export { buildRoutePath } from './build-route-path';
export { ROUTES } from './catalogue';
export type { RouteName } from './catalogue';
export { resolveLanguagePrefix } from './language-prefix';
export type { LanguagePrefixResult } from './language-prefix';
export { findRouteByName, matchRoute } from './match-route';
export type { CatalogueRoute, RouteMatch } from './match-route';
export {
  isTransferModalSuppressed,
  parseQueryFlags,
  QUERY_MODALS,
  QUERY_PARAM,
  withoutQueryParams,
} from './query-flags';
export type { QueryFlags, QueryModal } from './query-flags';
export { MAX_PARAM_LENGTH } from './route-definition';
export type {
  ParamConstraint,
  RequiredSetting,
  RouteDefinition,
  RouteFlags,
  RouteRemoteApp,
  RouteSeo,
  ShellName,
} from './route-definition';
export { FEATURE, ROUTE_NUMBER } from './route-numbers';
export { resolveRouteSeo } from './route-seo';
export { applySpecRedirects } from './spec-redirects';
export type { SpecRedirect } from './spec-redirects';
