import type { FastifyInstance } from 'fastify';

const LETTER_PATH = '<path d="M10 7h8a5 5 0 0 1 1.6 9.7A5.5 5.5 0 0 1 18 26h-8z" fill="#ffffff"/>';

const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  `<rect width="32" height="32" rx="7" fill="#102a43"/>${LETTER_PATH}</svg>`;

/** The installed app's icon: the same letter on a full square, so a launcher's mask crops only background. */
export const APP_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  `<rect width="32" height="32" fill="#102a43"/>${LETTER_PATH}</svg>`;

/** The site icon, drawn in code; `/favicon.ico` points browsers that ask for it by habit to the SVG. */
export function registerFavicon(app: FastifyInstance): void {
  app.get('/favicon.svg', (_request, reply) =>
    reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(FAVICON_SVG),
  );
  app.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));
}
