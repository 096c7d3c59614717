import type { ContentBlock } from '@betfront/contract/content';
import styles from './content.module.css';
import { siteHref } from './site-href';

/** One stored block rendered as elements: stored texts never become markup. */
export function ContentBlockView({ block, lng }: { block: ContentBlock; lng: string }) {
  switch (block.type) {
    case 'paragraph':
      return <p className={styles.paragraph}>{block.text}</p>;
    case 'note':
      return (
        <p className={styles.note} role="note">
          {block.text}
        </p>
      );
    case 'list': {
      const items = block.items.map((item) => <li key={item}>{item}</li>);
      return block.ordered ? <ol className={styles.list}>{items}</ol> : <ul className={styles.list}>{items}</ul>;
    }
    case 'links':
      return (
        <ul className={styles.links}>
          {block.items.map((link) => (
            <li key={link.href}>
              <a href={siteHref(lng, link.href)}>{link.label}</a>
            </li>
          ))}
        </ul>
      );
    case 'table':
      return (
        <div className={styles.tableWrap} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, cellIndex) => (
                    <td key={cellIndex}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}
