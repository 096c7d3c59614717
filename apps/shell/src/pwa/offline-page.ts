/** The page the service worker shows when the network is gone: fixed text in Russian and English. */
export function renderOfflinePage(): string {
  return (
    '<!doctype html><html lang="ru"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex"><title>Нет соединения — Offline</title></head>' +
    '<body style="font-family:system-ui,sans-serif;max-width:560px;margin:15vh auto;padding:0 16px;line-height:1.5">' +
    '<main><h1>Нет соединения</h1><p>Страница не загрузилась: проверьте интернет и обновите её.</p>' +
    '<h2 lang="en">You are offline</h2><p lang="en">The page could not load: check the connection and reload.</p>' +
    '<p><a href="/">betfront</a></p></main></body></html>'
  );
}
