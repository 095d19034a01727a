import * as styles from './CategoryLabel.css';

/** A post's category tag (the data's `thumb`), shown on cards and above articles. */
export function CategoryLabel({ children }: { children: string }) {
  return <span className={styles.label}>{children}</span>;
}
