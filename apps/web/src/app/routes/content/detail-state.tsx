import { HomeOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { ResultCode } from '@jc/shared/codes';
import { LinkButton } from '@/components/link-button';
import { PageBanner, type Crumb } from '@/components/page-banner';
import { PageError } from '@/components/page-error';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';

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
export function DetailState({ list, title, noId, error, onRetry, missing, failedTitle }: DetailStateProps) {
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
