import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
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

/** A Chinese error state with 重新加载 instead of React's blank page. */
export function RouteError({ error }: { error: unknown }) {
  if (import.meta.env.DEV) console.error(error);
  const description = isChunkLoadError(error)
    ? '网络不稳定或网站刚刚完成更新，页面资源未能加载，请重新加载页面。'
    : '抱歉，页面出现了一点问题。请重新加载，或稍后再试。';

  return (
    <div className="jc-container" data-testid="route-error">
      <PageError
        title="页面加载出错了"
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

interface BoundaryProps {
  children: ReactNode;
  /** The page's address: going elsewhere clears the error. */
  pathname: string;
}

class Boundary extends Component<BoundaryProps, { error: unknown; pathname: string }> {
  override state = { error: undefined as unknown, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; pathname: string }) {
    return props.pathname === state.pathname ? null : { error: undefined, pathname: props.pathname };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/** Shows RouteError in place of a page (or the whole site) that failed to render or load. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary pathname={useLocation().pathname}>{children}</Boundary>;
}
