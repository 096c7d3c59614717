import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Features no page of the site uses: a script injected into a page cannot turn them on either. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), payment=(), interest-cohort=()';

/**
 * Headers only a document acts on. A first view asks for dozens of scripts and style sheets, each of which would
 * carry about 700 bytes of them for nothing (the referrer policy stays: a style sheet's own requests follow it).
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'permissions-policy',
];
const SCRIPT_OR_STYLE = /^(?:(?:text|application)\/javascript|text\/css)\b/;

/**
 * Security headers on every answer (pages, API, assets; scripts and style sheets without the document's own). Scripts run only from the site's own files or with
 * the answer's nonce (a site page needs none and allows its inline style by hash: `site-host/page-policy.ts`);
 * style attributes stay allowed because server-rendered React writes them; only the site itself may frame its
 * pages. HSTS and upgrading insecure requests are for production, which runs on HTTPS.
 */
export async function installSecurityHeaders(app: FastifyInstance, isProduction: boolean): Promise<void> {
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (SCRIPT_OR_STYLE.test(String(reply.getHeader('content-type') ?? ''))) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    }
    return payload;
  });
}
