import { useEffect, useRef, useState } from 'react';
import styles from './controls.module.css';

export interface ScrollTab {
  href: string;
  label: string;
  current?: boolean;
  icon?: React.ReactNode;
}

type Edges = { start: boolean; end: boolean };

/**
 * A row of tabs that never wraps: it scrolls sideways, and a fade at an edge says more tabs lie that way.
 * The current tab is scrolled into view.
 */
export function ScrollTabs({ label, tabs }: { label: string; tabs: readonly ScrollTab[] }) {
  const scroller = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<Edges>({ start: false, end: false });
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () =>
      setEdges({
        start: element.scrollLeft > 1,
        end: element.scrollLeft + element.clientWidth < element.scrollWidth - 1,
      });
    // Centred by hand: scrollIntoView would also scroll the page to the tabs.
    const current = element.querySelector<HTMLElement>('[aria-current="page"]');
    if (current) element.scrollLeft = current.offsetLeft - (element.clientWidth - current.offsetWidth) / 2;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    return () => element.removeEventListener('scroll', measure);
  }, []);
  return (
    <nav aria-label={label} className={styles.tabs} data-fade-start={edges.start} data-fade-end={edges.end}>
      <ul ref={scroller} className={styles.tabList}>
        {tabs.map((tab) => (
          <li key={tab.href}>
            <a href={tab.href} aria-current={tab.current ? 'page' : undefined} className={styles.tab}>
              {tab.icon}
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
