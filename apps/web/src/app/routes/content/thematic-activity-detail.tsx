import { paths } from '@/config/paths';
import { activityPeriod, RichContent, useActivity } from '@/features/content';
import { ActivityBooking } from './activity-booking';
import { DetailMeta, DetailPage, useAddressedItem } from './detail-state';
import detailStyles from './thematic-activity-detail.module.css';

/** /ThematicActivityDetail?id: the activity's picture, dates and rich content, then the way to book its routes. */
export function ThematicActivityDetailRoute() {
  const { id, query } = useAddressedItem(useActivity, (activity) => activity.title, '主题活动');

  return (
    <DetailPage
      id={id}
      query={query}
      list={{ title: '主题活动', to: paths.activities.url(), linkText: '查看全部活动' }}
      title="活动详情"
      missing={{ title: '活动不存在', description: '该活动不存在或已下线' }}
      failedTitle="活动加载失败"
      heading={(activity) => activity.title}
      subtitle={(activity) => activity.summary}
      backText="返回活动列表"
      testId="activity-detail"
    >
      {(activity) => (
        <>
          <DetailMeta>活动时间：{activityPeriod(activity.startDate, activity.endDate)}</DetailMeta>
          <img className={detailStyles.cover} src={activity.activityImgPath} alt={activity.title} />
          <RichContent html={activity.content} />
          <ActivityBooking content={activity.content} />
        </>
      )}
    </DetailPage>
  );
}
