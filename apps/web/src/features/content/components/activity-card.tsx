import { Link } from 'react-router';
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import type { Activity } from '@jc/shared';
import { paths } from '@/config/paths';
import { activityPeriod } from '../lib/format';
import { Icon } from '@/components/ui/icon';
import styles from './activity-card.module.css';

interface ActivityCardProps {
  activity: Activity;
  /** Copies in the looping slider are hidden from screen readers and the tab order. */
  hidden?: boolean;
  showSummary?: boolean;
  'data-testid'?: string;
}

/** A thematic activity as a picture card: image, title, dates; leads to its detail page. */
export function ActivityCard({ activity, hidden, showSummary, ...rest }: ActivityCardProps) {
  return (
    <Link
      to={paths.activity.url(activity.id)}
      className={styles.card}
      tabIndex={hidden ? -1 : undefined}
      aria-hidden={hidden || undefined}
      draggable={false}
      data-testid={rest['data-testid']}
    >
      <span className={styles.media}>
        <img
          className={styles.image}
          src={activity.activityImgPath}
          alt=""
          loading="lazy"
          decoding="async"
          draggable={false}
        />
      </span>
      <span className={styles.body}>
        <span className={styles.title}>{activity.title}</span>
        {showSummary && <span className={styles.summary}>{activity.summary}</span>}
        <span className={styles.period}>
          <Icon icon={CalendarOutlined} aria-hidden="true" />
          {activityPeriod(activity.startDate, activity.endDate)}
        </span>
      </span>
    </Link>
  );
}
