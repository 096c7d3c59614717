import { useEffect } from 'react';
import { followDrawChanges } from '@betfront/live-feed';

/** While the view is mounted, reads again (`refresh`) as soon as the platform announces a change of the topics. */
export function useDrawChanges(topics: readonly string[], refresh: () => unknown): void {
  const key = topics.join(' ');
  useEffect(() => {
    const stops = key
      .split(' ')
      .filter(Boolean)
      .map((topic) => followDrawChanges(topic, () => void refresh()));
    return () => stops.forEach((stop) => stop());
  }, [key, refresh]);
}
