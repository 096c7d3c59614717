import { createContext } from 'react';

/**
 * The player's favourite game ids once read (null before), which the hearts of a page show: kept apart from the
 * tiles' props, so that a change of them draws the hearts again and nothing else.
 */
export const FavoriteGamesContext = createContext<ReadonlySet<string> | null>(null);
