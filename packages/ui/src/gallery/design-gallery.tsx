import {
  BoardSection,
  ControlsSection,
  FeedbackSection,
  MediaSection,
  OddsSection,
  OverlaysSection,
} from './gallery-sections';
import styles from './gallery.module.css';

function Theme({ theme }: { theme: 'light' | 'dark' }) {
  return (
    <div className={styles.theme} data-theme={theme}>
      <h1 className={styles.themeTitle}>{theme === 'light' ? 'Light theme' : 'Dark theme'}</h1>
      <OddsSection />
      <BoardSection />
      <ControlsSection />
      <OverlaysSection />
      <FeedbackSection />
      <MediaSection />
    </div>
  );
}

/** Every component of the design system in every state, in the light and the dark theme side by side. */
export function DesignGallery() {
  return (
    <main className={styles.gallery}>
      <Theme theme="light" />
      <Theme theme="dark" />
    </main>
  );
}
