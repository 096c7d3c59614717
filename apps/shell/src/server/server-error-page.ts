/** The error page when rendering itself failed: fixed text, since nothing the page needs can be trusted. */
export function renderServerErrorPage(): string {
  return (
    '<!doctype html><html lang="ru"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex"><title>500 — Ошибка сервера / Server error</title>' +
    '</head><body style="font-family:system-ui,sans-serif;max-width:560px;margin:15vh auto;padding:0 16px;line-height:1.5">' +
    '<main>' +
    '<h1>Что-то пошло не так</h1><p>Страница не открылась из-за ошибки на нашей стороне. Попробуйте ещё раз.</p>' +
    '<h2 lang="en">Something went wrong</h2><p lang="en">The page failed on our side. Please try again.</p>' +
    '<p><a href="/">betfront</a></p></main></body></html>'
  );
}
