import { Link } from 'react-router';
import ArrowRightOutlined from '@ant-design/icons-svg/es/asn/ArrowRightOutlined';
import NotificationOutlined from '@ant-design/icons-svg/es/asn/NotificationOutlined';
import { NOTICE_BLOCK_SIZE } from '@jc/shared/constants';
import { paths } from '@/config/paths';
import { HomeSection, SectionEmpty, SectionMoreLink } from '@/components/section-heading';
import { useNoticeBlock } from '../api/get-notices';
import { noticeDate } from '../lib/format';
import { Icon } from '@/components/ui/icon';
import styles from './notice-block.module.css';

function NoticeBlockSkeleton() {
  return (
    <div className={styles.body} aria-hidden="true">
      <div className={`${styles.lead} ${styles.skeleton}`} />
      <div className={`${styles.list} ${styles.skeleton}`} />
    </div>
  );
}

/**
 * docs/rules.md: the service notice block shows the first notice large and items 2-4 listed.
 * A refusal empties it silently (section 8).
 */
export default function NoticeBlock() {
  const { data, isPending } = useNoticeBlock();
  const notices = data?.rows.slice(0, NOTICE_BLOCK_SIZE) ?? [];
  const [lead, ...rest] = notices;

  return (
    <HomeSection
      id="home-notices-title"
      className={styles.section}
      testId="notice-block"
      title="服务公告"
      eyebrow="Service Notices"
      extra={
        <SectionMoreLink to={paths.serviceNotices.url()} testId="notice-more">
          更多
        </SectionMoreLink>
      }
    >
      {isPending ? (
        <NoticeBlockSkeleton />
      ) : !lead ? (
        <SectionEmpty>暂无服务公告</SectionEmpty>
      ) : (
        <div className={styles.body}>
          <Link to={paths.serviceNotice.url(lead.id)} className={styles.lead} data-testid="notice-lead">
            <span className={styles.leadIcon} aria-hidden="true">
              <Icon icon={NotificationOutlined} />
            </span>
            <time className={styles.leadDate} dateTime={noticeDate(lead.createTime)}>
              {noticeDate(lead.createTime)}
            </time>
            <h3 className={styles.leadTitle}>{lead.noticeTitle}</h3>
            <p className={styles.leadSummary}>{lead.contentIndex}</p>
            <span className={styles.leadMore}>
              查看详情
              <Icon icon={ArrowRightOutlined} aria-hidden="true" />
            </span>
          </Link>
          <ul className={styles.list}>
            {rest.map((notice) => (
              <li key={notice.id}>
                <Link
                  to={paths.serviceNotice.url(notice.id)}
                  className={styles.item}
                  data-testid="notice-item"
                >
                  <span className={styles.itemTitle}>{notice.noticeTitle}</span>
                  <time className={styles.itemDate} dateTime={noticeDate(notice.createTime)}>
                    {noticeDate(notice.createTime)}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </HomeSection>
  );
}
