import { afterAll, vi } from 'vitest';

// The client's test files share their worker (vitest.config.ts): the libraries are loaded once per worker, while
// the project's own modules are loaded again for each file, so that their module-level state (a shared timer, a
// cache) does not carry over. What a file leaves in the browser it ran in (fake timers, cookies, storage) is
// cleared before the next one.
vi.resetModules();

afterAll(() => {
  vi.useRealTimers();
  if (typeof document === 'undefined') return;
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
});
