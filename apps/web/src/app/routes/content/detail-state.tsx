import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { CalendarOutlined, HomeOutlined, LeftOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { ResultCode } from '@jc/shared/codes';
import { LinkButton } from '@/components/link-button';
import { PageBanner, type Crumb } from '@/components/page-banner';
import { PageError } from '@/components/page-error';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { parseId } from '@/features/content';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import styles from './content-page.module.css';

/** A refusal that means "no such item": the id is unknown (404) or not an id at all (400). */
const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.code === ResultCode.NotFound || error.code === ResultCode.BadRequest);

interface DetailStateProps {
  /** The list the item belongs to: the crumb before this page, and the way back when it is missing. */
  list: Required<Crumb> & { linkText: string };
  /** The banner's title (公告详情, 活动详情). */
  title: string;
  /** The address carried no usable id. */
  noId: boolean;
  error: Error | null;
  onRetry: () => void;
  missing: { title: string; description: string };
  failedTitle: string;
}

/**
 * A notice's or activity's page until it has the item: unknown (what the server said, and the way
 * back to the list), failed to load (with 重试), or loading.
 */
function DetailState({ list, title, noId, error, onRetry, missing, failedTitle }: DetailStateProps) {
  return (
    <>
      <PageBanner crumbs={[{ title: list.title, to: list.to }, { title }]} title={title} />
      <div className="jc-container">
        {noId || (error && isNotFound(error)) ? (
          <div data-testid="not-found-state">
            <PageError
              title={missing.title}
              description={error?.message ?? missing.description}
              extra={
                <>
                  <LinkButton to={list.to} type="primary" icon={<UnorderedListOutlined />}>
                    {list.linkText}
                  </LinkButton>
                  <LinkButton to={paths.home.url()} icon={<HomeOutlined />}>
                    返回首页
                  </LinkButton>
                </>
              }
            />
          </div>
        ) : error ? (
          <PageError title={failedTitle} description={error.message} onRetry={onRetry} />
        ) : (
          <PageLoading />
        )}
      </div>
    </>
  );
}

/** The item's query, as the detail page reads it. */
interface ItemQuery<T> {
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
  refetch: () => unknown;
}

/**
 * The item the address names (`?id=`; null when it names none) with `useItem` (the endpoint's
 * hook, idle without an id), and the tab titled after it, `fallbackTitle` until it is there.
 */
export function useAddressedItem<T extends object>(
  useItem: (id: number | null) => ItemQuery<T>,
  title: (item: T) => string,
  fallbackTitle: string,
) {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const query = useItem(id);
  useDocumentTitle(query.data ? title(query.data) : fallbackTitle);
  return { id, query };
}

/**
 * A notice's or activity's page (`?id=`): its state until the item is there (`DetailState`), then
 * the banner (`heading` and `subtitle` once known, else `title`), and the article: what `children`
 * draws of the item, then the way back to the list (`backText`).
 */
export function DetailPage<T>({
  id,
  query,
  heading,
  subtitle,
  backText,
  testId,
  children,
  ...state
}: Omit<DetailStateProps, 'noId' | 'error' | 'onRetry'> & {
  id: number | null;
  query: ItemQuery<T>;
  heading?: (item: T) => string;
  subtitle?: (item: T) => ReactNode;
  backText: string;
  testId: string;
  children: (item: T) => ReactNode;
}) {
  const { data, error, isPending, refetch } = query;
  if (id === null || isPending || error || data === undefined)
    return <DetailState {...state} noId={id === null} error={error} onRetry={() => void refetch()} />;
  const title = heading?.(data) ?? state.title;
  return (
    <>
      <PageBanner crumbs={[state.list, { title }]} title={title} subtitle={subtitle?.(data)} />
      <div className={`jc-container ${styles.body}`}>
        <article className={`${styles.panel} ${styles.narrow}`} data-testid={testId}>
          {children(data)}
          <div className={styles.footerNav}>
            <LinkButton to={state.list.to} icon={<LeftOutlined />}>
              {backText}
            </LinkButton>
          </div>
        </article>
      </div>
    </>
  );
}

/** The item's date line under its title, e.g. 发布时间：2026-11-20 10:00. */
export function DetailMeta({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p className={className ? `${styles.meta} ${className}` : styles.meta}>
      <span className={styles.metaItem}>
        <CalendarOutlined aria-hidden="true" />
        {children}
      </span>
    </p>
  );
}
