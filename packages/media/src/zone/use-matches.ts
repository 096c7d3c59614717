import { useEffect, useState } from 'react';

/** Whether a media query matches; false on the server and in the render that hydrates, then the browser's answer. */
export function useMatches(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** Where the site shows its bottom bar, the zone docks above it as a mini-player. */
export const DOCKED = '(max-width: 1024px)';
