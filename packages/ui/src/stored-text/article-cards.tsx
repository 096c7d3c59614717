import { formatDate } from '../format/date-time';
import styles from './article-cards.module.css';

export interface ArticleCard {
  href: string;
  title: string;
  summary: string;
  /** A short line above the title: the date, the category, the end of a promotion. */
  meta?: string;
}

/** Operator articles (news, promotions, partners) as a list of cards, each leading to its page. */
export function ArticleCards({ label, cards }: { label: string; cards: readonly ArticleCard[] }) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {cards.map((card) => (
        <li key={card.href} className={styles.card}>
          {card.meta && <p className={styles.meta}>{card.meta}</p>}
          <h2 className={styles.title}>
            <a href={card.href}>{card.title}</a>
          </h2>
          <p className={styles.summary}>{card.summary}</p>
        </li>
      ))}
    </ul>
  );
}

/** The day an article was published or a promotion ends, as readers of the language write dates. */
export function articleDate(lng: string, iso: string): string {
  return formatDate(iso, lng, { timeZone: 'UTC' });
}
