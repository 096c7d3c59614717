import { createContext } from 'react';

/**
 * The player's favourite game ids, which the stars of a page show: kept apart from the page's context, so that a
 * change of them draws the stars again and nothing else.
 */
export const FavoritesContext = createContext<ReadonlySet<number>>(new Set());
