const API_PREFIXES = [
  '/web-api/',
  '/bff-api/',
  '/blocks-api/',
  '/redirects-api/',
  '/limit-service-api/',
  '/social-api/',
  '/admin-api/',
  '/payments-api/',
  '/assets/',
  '/remote-views/',
];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

export function isMobileUserAgent(userAgent: string | undefined): boolean {
  return userAgent !== undefined && /Mobi|Android|iPhone|iPad/i.test(userAgent);
}
