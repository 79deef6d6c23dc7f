import type { ReactNode } from 'react';
import { Link } from 'react-router';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { Icon } from '@/components/ui/icon';
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

/** A home page section named by its heading's title, the content below the heading. */
export function HomeSection({
  id,
  className,
  testId,
  children,
  ...heading
}: SectionHeadingProps & { id: string; className?: string; testId: string; children: ReactNode }) {
  return (
    <section className={className} aria-labelledby={id} data-testid={testId}>
      <SectionHeading id={id} {...heading} />
      {children}
    </section>
  );
}

/** The 更多 link among a section heading's actions: its text and a right arrow. */
export function SectionMoreLink({
  to,
  className,
  testId,
  children,
}: {
  to: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={className ? `${styles.more} ${className}` : styles.more} data-testid={testId}>
      {children}
      <Icon icon={RightOutlined} aria-hidden="true" />
    </Link>
  );
}

/** What a home page section shows instead of an empty list. */
export function SectionEmpty({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}
