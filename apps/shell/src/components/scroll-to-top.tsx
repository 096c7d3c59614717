import { useEffect, useState } from 'react';
import { useShell } from '../app/shell-context';
import { scrollPageToTop } from './scroll-page-to-top';
import styles from './scroll-to-top.module.css';

/** Shown once the page is scrolled past one screen (four on mobile). */
export function ScrollToTop() {
  const { state, t } = useShell();
  const [visible, setVisible] = useState(false);
  const screens = state.isMobile ? 4 : 1;

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > window.innerHeight * screens);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [screens]);

  if (!visible) return null;
  return (
    <button type="button" className={styles.button} aria-label={t('shell.scroll_top.label')} onClick={scrollPageToTop}>
      ↑
    </button>
  );
}
