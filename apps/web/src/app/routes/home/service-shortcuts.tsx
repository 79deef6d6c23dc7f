import { Link } from 'react-router';
import ArrowRightOutlined from '@ant-design/icons-svg/es/asn/ArrowRightOutlined';
import FieldTimeOutlined from '@ant-design/icons-svg/es/asn/FieldTimeOutlined';
import IdcardOutlined from '@ant-design/icons-svg/es/asn/IdcardOutlined';
import NotificationOutlined from '@ant-design/icons-svg/es/asn/NotificationOutlined';
import TagsOutlined from '@ant-design/icons-svg/es/asn/TagsOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { paths } from '@/config/paths';
import { DEFAULT_DEPARTURE_AIRPORT } from '@/config/defaults';
import { Icon } from '@/components/ui/icon';
import styles from './service-shortcuts.module.css';

interface Shortcut {
  title: string;
  description: string;
  to: string;
  icon: IconDefinition;
}

const shortcuts: readonly Shortcut[] = [
  {
    title: '航班动态',
    description: '起降时间、登机口实时查',
    to: paths.flightDynamics.url(),
    icon: FieldTimeOutlined,
  },
  { title: '在线值机', description: '提前选座，快速登机', to: paths.checkIn.url(), icon: IdcardOutlined },
  {
    title: '特惠机票',
    description: '热门航线低价抢先看',
    to: paths.specialFares.url(DEFAULT_DEPARTURE_AIRPORT),
    icon: TagsOutlined,
  },
  {
    title: '服务公告',
    description: '出行须知与服务动态',
    to: paths.serviceNotices.url(),
    icon: NotificationOutlined,
  },
];

/** Four quick ways into the trip services, below the search card (loaded after the first paint). */
export default function ServiceShortcuts() {
  return (
    <section className={styles.section} aria-labelledby="home-shortcuts-title">
      <h2 id="home-shortcuts-title" className="jc-visually-hidden">
        出行服务
      </h2>
      <ul className={styles.grid} data-testid="service-shortcuts">
        {shortcuts.map(({ title, description, to, icon }) => (
          <li key={title}>
            <Link to={to} className={styles.card}>
              <span className={styles.icon}>
                <Icon icon={icon} aria-hidden="true" />
              </span>
              <span className={styles.text}>
                <span className={styles.title}>{title}</span>
                <span className={styles.description}>{description}</span>
              </span>
              <Icon icon={ArrowRightOutlined} aria-hidden="true" className={styles.arrow} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
