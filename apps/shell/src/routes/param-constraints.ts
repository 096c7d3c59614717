import type { ParamConstraint } from './route-definition';

/** A sport, championship or game id with its slug: `1-football`, `88637-premier-league`. */
export const ENTITY_SLUG: ParamConstraint = { pattern: /^\d{1,12}(?:-[a-z0-9]+)*$/, maxLength: 64 };

export const NUMERIC_ID: ParamConstraint = { pattern: /^\d{1,18}$/ };

export const MENU_SECTIONS: ParamConstraint = {
  values: ['popular', 'top', 'today', 'upcoming', 'cyber', 'long-term', 'specials'],
};

export const BONUS_GAME_ROUTES: ParamConstraint = { values: ['fortuna', 'chest', 'memory', 'safe', 'lottery'] };

export const CASINO_SECTIONS: ParamConstraint = { values: ['slots', 'live-casino'] };

/** Live or pre-match (line) events: the tabs of the cyber, marble, UFC and top games pages. */
export const BETTING_MODES: ParamConstraint = { values: ['live', 'line'] };
