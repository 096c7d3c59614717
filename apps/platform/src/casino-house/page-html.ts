import type { DictionaryEntries } from '../dictionaries/dictionary-store';

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The game page's document: its texts travel as inert JSON, its code and styles as files (the site's CSP). */
export function renderGamePage(page: { lang: 'ru' | 'en'; texts: DictionaryEntries; assetsPrefix: string }): string {
  return `<!doctype html>
<html lang="${page.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<title>${page.texts['game.loading'] ?? ''}</title>
<link rel="stylesheet" href="${page.assetsPrefix}/game.css">
<script type="application/json" id="game-texts">${escapeJson(page.texts)}</script>
<script type="module" src="${page.assetsPrefix}/game.js"></script>
</head>
<body>
<main id="game" class="game" aria-busy="true"><p class="game__status">${page.texts['game.loading'] ?? ''}</p></main>
</body>
</html>
`;
}
