import type { ReactNode } from 'react';
import styles from './section-heading.module.css';

interface SectionHeadingProps {
  id?: string;
  title: string;
  /** A small English line under the title, as airline sites set their section names. */
  eyebrow?: string;
  /** Actions at the right end: a 更多 link, a switcher. */
  extra?: ReactNode;
}

/** The heading of a home page section: Chinese title with the gold bar, English eyebrow, actions. */
export function SectionHeading({ id, title, eyebrow, extra }: SectionHeadingProps) {
  return (
    <div className={styles.heading}>
      <div className={styles.titles}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {eyebrow && (
          <span className={styles.eyebrow} aria-hidden="true">
            {eyebrow}
          </span>
        )}
      </div>
      {extra && <div className={styles.extra}>{extra}</div>}
    </div>
  );
}
