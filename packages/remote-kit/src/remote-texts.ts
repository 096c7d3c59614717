import { createTranslate } from './translate';
import type { Translate } from './types';
import { wantWholeTexts } from './whole-texts-demand';

type Entries = Readonly<Record<string, string>>;

export interface RemoteTexts {
  /** The translate function to draw with: it reads the whole dictionaries once they have arrived. */
  readonly t: Translate;
  /**
   * Takes the whole dictionaries; true when a text was asked for before that the page did not carry. `t` is then a
   * new function, so that views kept from drawing again while their props are unchanged (memo) draw it too.
   */
  complete(whole: Entries): boolean;
}

/**
 * A remote's texts in the browser: first the entries its server render read, which the page carries, then the whole
 * dictionaries. A text drawn in between that the page lacked (a view shown only in the browser) asks for them; it is
 * empty until then, and the remote is drawn again.
 */
export function remoteTexts(pageEntries: Entries, lng: string): RemoteTexts {
  let entries = pageEntries;
  let current = createTranslate(entries, lng);
  let isWhole = false;
  let isTextMissed = false;
  // A text the page lacks is drawn empty until the whole dictionaries arrive: a player sees it appear, never its key.
  // The page carries the form its server render read (a plural's `_one` alone, say): a text is missing when the
  // entries answer its key, as they do for a key they lack.
  const reading = (): Translate => (key, vars) => {
    const text = current(key, vars);
    if (isWhole || text !== key) return text;
    isTextMissed = true;
    wantWholeTexts();
    return '';
  };
  let t = reading();
  return {
    get t() {
      return t;
    },
    complete(whole) {
      entries = { ...whole, ...pageEntries };
      current = createTranslate(entries, lng);
      isWhole = true;
      if (isTextMissed) t = reading();
      return isTextMissed;
    },
  };
}
