import { isRouteErrorResponse, useRouteError } from 'react-router';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { PageError } from '@/components/page-error';
import { paths } from '@/config/paths';

/** A lazily loaded chunk that cannot be fetched usually means a new release replaced it, or the network dropped. */
function isChunkLoadError(error: unknown) {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically/i.test(
      error.message,
    )
  );
}

/** The router's error element: a Chinese error state with 重新加载 instead of React's blank page. */
export function RouteError() {
  const error = useRouteError();

  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (import.meta.env.DEV && !notFound) console.error(error);

  // A loader answering 404 (e.g. a notice that was withdrawn) reads like the 404 page.
  const title = notFound ? '页面不存在' : '页面加载出错了';
  const description = notFound
    ? '您访问的页面不存在或已下线。'
    : isChunkLoadError(error)
      ? '网络不稳定或网站刚刚完成更新，页面资源未能加载，请重新加载页面。'
      : '抱歉，页面出现了一点问题。请重新加载，或稍后再试。';

  return (
    <div className="jc-container" data-testid="route-error">
      <PageError
        title={title}
        description={description}
        // A full reload also picks up a newly deployed build's file names.
        onRetry={() => window.location.reload()}
        extra={
          <ButtonLink to={paths.home.url()} icon={<Icon icon={HomeOutlined} aria-hidden="true" />}>
            返回首页
          </ButtonLink>
        }
      />
    </div>
  );
}
