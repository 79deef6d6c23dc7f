import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Breadcrumb } from 'antd';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from './page-banner.module.css';

export interface Crumb {
  title: string;
  /** Omitted for the current page. */
  to?: string;
}

interface PageBannerProps {
  /** Trail after 首页, ending with the current page. */
  crumbs: readonly Crumb[];
  title: ReactNode;
  subtitle?: ReactNode;
  extra?: ReactNode;
}

/** The blue strip on top of inner pages: breadcrumb 首页 > …, the page title and a short line. */
export function PageBanner({ crumbs, title, subtitle, extra }: PageBannerProps) {
  const items = [{ title: '首页', to: paths.home.url() }, ...crumbs].map((crumb) => ({
    title: crumb.to ? <Link to={crumb.to}>{crumb.title}</Link> : crumb.title,
  }));
  return (
    <div className={styles.banner}>
      <div className={`jc-container ${styles.inner}`}>
        <Breadcrumb className={styles.breadcrumb} items={items} data-testid="breadcrumb" />
        <div className={styles.row}>
          <div className={styles.titles}>
            <h1 className={styles.title}>{title}</h1>
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          </div>
          {extra && <div className={styles.extra}>{extra}</div>}
        </div>
      </div>
    </div>
  );
}

/**
 * A page one step below 首页: the banner (its title also ends the breadcrumb and names the tab),
 * then the page's content in the site's container.
 */
export function BannerPage({
  title,
  subtitle,
  bodyClassName,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  bodyClassName?: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <>
      <PageBanner crumbs={[{ title }]} title={title} subtitle={subtitle} />
      <div className={bodyClassName ? `jc-container ${bodyClassName}` : 'jc-container'}>{children}</div>
    </>
  );
}
