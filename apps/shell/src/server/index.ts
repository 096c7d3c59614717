export { handlePageRequest } from './handle-page-request';
export type { PageCookie, PageRequest, PageResponse } from './handle-page-request';
export { renderRemoteView } from './render-remote-view';
export type { SiteAssets } from './site-assets';
export { renderServerErrorPage } from './server-error-page';
