import styles from './team-crest.module.css';

const HUES = 12;

/** One or two letters of a side's name: the initials of its first two words, else its first two letters. */
export function monogram(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const [first = '', second] = words;
  const letters = second ? `${first[0] ?? ''}${second[0] ?? ''}` : first.slice(0, 2);
  return letters.toUpperCase();
}

/** A stable hue for a side, so its crest keeps its colour on every page. */
export function crestHue(seed: number): number {
  return (Math.abs(seed) % HUES) * (360 / HUES);
}

/** A generated crest: the side's monogram on a shield in a colour of its own. Decoration beside the name. */
export function TeamCrest({ id, name, size = 20 }: { id: number; name: string; size?: number }) {
  return (
    <span
      className={styles.crest}
      aria-hidden="true"
      style={{ '--crest-hue': crestHue(id), width: size, height: size } as React.CSSProperties}
    >
      {monogram(name)}
    </span>
  );
}
