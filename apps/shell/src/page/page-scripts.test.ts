// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pageScriptsOf } from './page-scripts';

const documentOf = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('the scripts a page names', () => {
  it('are read from its entry script, in order', () => {
    const page = documentOf(
      '<body><script type="module" src="/assets/shell.js" data-page-scripts="/assets/a.js /assets/b.js"></script>',
    );
    expect(pageScriptsOf(page)).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it('are none when the page names none or has no such script', () => {
    expect(pageScriptsOf(documentOf('<script type="module" data-page-scripts=""></script>'))).toEqual([]);
    expect(pageScriptsOf(documentOf('<p>no scripts</p>'))).toEqual([]);
  });
});
