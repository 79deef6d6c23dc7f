import { paths } from '@/config/paths';
import { noticeDate, RichContent, useNotice } from '@/features/content';
import { DetailMeta, DetailPage, useAddressedItem } from './detail-state';
import detailStyles from './service-notice-detail.module.css';

/** /ServiceNoticeDetail?id: one notice's title, date and content. */
export function ServiceNoticeDetailRoute() {
  const { id, query } = useAddressedItem(useNotice, (notice) => notice.noticeTitle, '服务公告');

  return (
    <DetailPage
      id={id}
      query={query}
      list={{ title: '服务公告', to: paths.serviceNotices.url(), linkText: '查看全部公告' }}
      title="公告详情"
      missing={{ title: '公告不存在', description: '该公告不存在或已撤下' }}
      failedTitle="公告加载失败"
      backText="返回公告列表"
      testId="notice-detail"
    >
      {(notice) => (
        <>
          <h2 className={detailStyles.title}>{notice.noticeTitle}</h2>
          <DetailMeta className={detailStyles.meta}>
            发布时间：<time dateTime={noticeDate(notice.createTime)}>{notice.createTime.slice(0, 16)}</time>
          </DetailMeta>
          <RichContent html={notice.content} />
        </>
      )}
    </DetailPage>
  );
}
