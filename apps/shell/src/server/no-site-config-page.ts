/**
 * The page shown when the site configuration cannot be loaded after its retries. Without a configuration
 * there are no dictionaries either, so the text is fixed, in Russian and English.
 */
export function renderNoSiteConfigPage(): string {
  return (
    '<!doctype html><html lang="ru"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex"><title>Нет конфигурации сайта — No site config</title>' +
    '</head><body style="font-family:system-ui,sans-serif;max-width:560px;margin:15vh auto;padding:0 16px;line-height:1.5">' +
    '<main>' +
    '<h1>Сайт временно недоступен</h1><p>Не удалось загрузить настройки сайта. Обновите страницу через минуту.</p>' +
    '<h2 lang="en">The site is temporarily unavailable</h2><p lang="en">No site config could be loaded. Please reload the page in a minute.</p>' +
    '</main></body></html>'
  );
}
