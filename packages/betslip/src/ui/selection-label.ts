import type { Translate } from '@betfront/remote-kit';

const WORD_CODES = new Set(['over', 'under', 'yes', 'no', 'odd', 'even', 'other']);

/** A selection as a player reads it, from its id `{gameId}:{period}:{kind}:{line}:{code}`: "Total: over 2.5". */
export function selectionLabel(selectionId: string, t: Translate): string {
  const [, period = 'game', kind = '', line = '', ...codeParts] = selectionId.split(':');
  const code = codeParts.join(':');
  const outcome = WORD_CODES.has(code) ? t(`coupon.outcome.${code}`) : code;
  // A race's place market names its places in its title rather than after the horse.
  const lineText = line === '' || kind === 'handicap' || kind === 'race-place' ? '' : ` ${line}`;
  const handicap = kind === 'handicap' && line !== '' ? ` (${code === '2' ? String(-Number(line)) : line})` : '';
  const periodText = period === 'game' ? '' : `${t(`coupon.period.${period}`)}, `;
  return `${periodText}${t(`coupon.kind.${kind}`)}: ${outcome}${lineText}${handicap}`;
}
