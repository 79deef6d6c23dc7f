import { Link, useSearchParams } from 'react-router';
import { ListPager } from '@/components/antd/list-pager';
import { CalendarOutlined, RightOutlined } from '@ant-design/icons';
import { BannerPage } from '@/components/page-banner';
import { PageError } from '@/components/page-error';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { noticeDate, parseId, useNotices } from '@/features/content';
import styles from './content-page.module.css';
import listStyles from './service-notice.module.css';

/** Ten notices a page on the full list (the home block shows four). */
export const NOTICE_LIST_PAGE_SIZE = 10;

/** /ServiceNotice: all service notices, newest first, ten a page; the page number is in the URL. */
export function ServiceNoticeRoute() {
  const [params, setParams] = useSearchParams();
  const page = parseId(params.get('page')) ?? 1;
  const { data, error, isPending, isPlaceholderData, refetch } = useNotices(page, NOTICE_LIST_PAGE_SIZE);

  // A new page of the list is a new history entry, so it opens at the top (ScrollRestoration).
  const goTo = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  return (
    <BannerPage
      title="服务公告"
      subtitle="航班调整、出行须知与服务动态，请在出行前留意"
      bodyClassName={styles.body}
    >
      {isPending ? (
        <PageLoading />
      ) : error ? (
        <PageError title="服务公告加载失败" description={error.message} onRetry={() => void refetch()} />
      ) : data.rows.length === 0 ? (
        <p className={styles.empty}>暂无服务公告</p>
      ) : (
        <div className={`${styles.panel} ${listStyles.panel}`} aria-busy={isPlaceholderData}>
          <ul className={listStyles.list} data-testid="notice-list">
            {data.rows.map((notice) => (
              <li key={notice.id}>
                <Link
                  to={paths.serviceNotice.url(notice.id)}
                  className={listStyles.item}
                  data-testid="notice-list-item"
                >
                  <time className={listStyles.date} dateTime={noticeDate(notice.createTime)}>
                    <span className={listStyles.day}>{notice.createTime.slice(8, 10)}</span>
                    <span className={listStyles.month}>{notice.createTime.slice(0, 7)}</span>
                  </time>
                  <span className={listStyles.text}>
                    <span className={listStyles.title}>{notice.noticeTitle}</span>
                    <span className={listStyles.summary}>{notice.contentIndex}</span>
                    <span className={listStyles.mobileDate}>
                      <CalendarOutlined aria-hidden="true" /> {noticeDate(notice.createTime)}
                    </span>
                  </span>
                  <RightOutlined aria-hidden="true" className={listStyles.arrow} />
                </Link>
              </li>
            ))}
          </ul>
          <ListPager
            className={listStyles.pagination}
            current={page}
            pageSize={NOTICE_LIST_PAGE_SIZE}
            total={data.total}
            onChange={goTo}
            showTotal={(total) => `共 ${total} 条`}
            data-testid="notice-pagination"
          />
        </div>
      )}
    </BannerPage>
  );
}
