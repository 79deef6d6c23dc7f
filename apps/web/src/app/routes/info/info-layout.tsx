import type { ReactNode } from 'react';
import { BannerPage } from '@/components/page-banner';
import styles from './info-page.module.css';

export interface InfoSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface InfoLayoutProps {
  title: string;
  subtitle: string;
  sections: readonly InfoSection[];
  /** Shown above the sections (figures, a lead paragraph). */
  lead?: ReactNode;
}

/** An information page: the banner, a table of contents on wide screens, and the sections. */
export function InfoLayout({ title, subtitle, sections, lead }: InfoLayoutProps) {
  return (
    <BannerPage title={title} subtitle={subtitle} bodyClassName={styles.body}>
      <div className={styles.layout}>
        <nav className={styles.toc} aria-label={`${title}目录`}>
          <ol>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.panel}>
          {lead}
          {sections.map((s) => (
            <section key={s.id} aria-labelledby={s.id}>
              <h2 id={s.id}>{s.title}</h2>
              {s.body}
            </section>
          ))}
        </article>
      </div>
    </BannerPage>
  );
}
