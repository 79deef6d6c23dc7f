import { HomeOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { LinkButton } from '@/components/link-button';
import { PageError } from '@/components/page-error';
import { paths } from '@/config/paths';

interface NotFoundStateProps {
  title: string;
  /** The server's msg when it gave one. */
  description: string;
  listTo: string;
  listText: string;
}

/** An unknown notice or activity: what the server said, and the way back to the list. */
export function NotFoundState({ title, description, listTo, listText }: NotFoundStateProps) {
  return (
    <div data-testid="not-found-state">
      <PageError
        title={title}
        description={description}
        extra={
          <>
            <LinkButton to={listTo} type="primary" icon={<UnorderedListOutlined />}>
              {listText}
            </LinkButton>
            <LinkButton to={paths.home.url()} icon={<HomeOutlined />}>
              返回首页
            </LinkButton>
          </>
        }
      />
    </div>
  );
}
