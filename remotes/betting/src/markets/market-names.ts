import type { GameSummary, Market, Selection } from '@betfront/contract/sportsbook';
import type { Translate } from '@betfront/remote-kit';

type Sides = Pick<GameSummary, 'home' | 'away'>;

/** A line as a player reads it: a handicap carries its sign ("+1.5", "-1.5", "0"), a total does not. */
export function formatLine(value: number | null, signed: boolean): string {
  if (value === null) return '';
  return signed && value > 0 ? `+${value}` : String(value);
}

/** The short name of a selection, as its odds button shows it: "1", "X", "Over 2.5", "1 (-1.5)", "Yes", "2:1". */
function translateSelectionName(market: Market, selection: Selection, t: Translate): string {
  switch (market.kind) {
    case 'winner3':
    case 'winner2':
    case 'double-chance':
    case 'race-winner':
    case 'race-place':
      return selection.code;
    case 'total':
    case 'team-total-home':
    case 'team-total-away':
      return t(`betting.selection.${selection.code === 'over' ? 'over' : 'under'}`, {
        line: formatLine(selection.param ?? market.line, false),
      });
    case 'handicap':
      return t('betting.selection.handicap', {
        side: selection.code,
        line: formatLine(selection.param ?? market.line, true),
      });
    case 'both-score':
      return t(`betting.selection.${selection.code === 'yes' ? 'yes' : 'no'}`);
    case 'odd-even':
      return t(`betting.selection.${selection.code === 'odd' ? 'odd' : 'even'}`);
    case 'correct-score':
      return selection.code === 'other' ? t('betting.selection.other') : selection.code;
  }
}

const namesByLanguage = new WeakMap<Translate, Map<string, string>>();

/**
 * A selection's short name: "1", "Over 2.5", "1 (-1.5)". Names repeat across games and every update of a live
 * page, so each is translated once per language.
 */
export function selectionName(market: Market, selection: Selection, t: Translate): string {
  let names = namesByLanguage.get(t);
  if (!names) {
    names = new Map();
    namesByLanguage.set(t, names);
  }
  const key = `${market.kind}|${selection.code}|${selection.param ?? market.line}`;
  let name = names.get(key);
  if (name === undefined) {
    name = translateSelectionName(market, selection, t);
    names.set(key, name);
  }
  return name;
}

/** The heading of a market kind: "Match result", "Total", "Arsenal total", "Both teams to score". */
export function marketKindName(market: Pick<Market, 'kind'>, game: Sides, t: Translate): string {
  return t(`betting.market.${market.kind}`, { home: game.home.name, away: game.away.name });
}

export function periodName(period: Market['period'], t: Translate): string {
  return t(`betting.period.${period}`);
}

/** The selection as the coupon lists it: "Total over 2.5", "1st half. Handicap 1 (-1.5)". */
export function couponLabel(market: Market, selection: Selection, game: Sides, t: Translate): string {
  const bet = t('betting.coupon_label', {
    market: marketKindName(market, game, t),
    selection: selectionName(market, selection, t),
  });
  return market.period === 'game' ? bet : t('betting.period_label', { period: periodName(market.period, t), bet });
}
