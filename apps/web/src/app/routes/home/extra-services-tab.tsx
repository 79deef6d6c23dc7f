import { Link } from 'react-router';
import { ArrowRightOutlined, ClockCircleOutlined, HeartOutlined } from '@ant-design/icons';
import { paths } from '@/config/paths';
import styles from './search-panel.module.css';

const SERVICES = [
  {
    to: paths.delayCertificate.url(),
    title: '航班延误证明',
    description: '航班延误或取消后，在线核验身份即可开具电子延误证明并发送至邮箱。',
    icon: <ClockCircleOutlined />,
  },
  {
    to: paths.specialTraveller.url(),
    title: '特殊旅客服务',
    description: '轮椅、无成人陪伴儿童、孕妇、老年旅客等，出行前在线提交服务申请。',
    icon: <HeartOutlined />,
  },
];

/** Tab 2, extra services (docs/pages.md): the delay certificate and the special traveller service. */
export default function ExtraServicesTab() {
  return (
    <ul className={styles.serviceCards}>
      {SERVICES.map((service) => (
        <li key={service.to}>
          <Link className={styles.serviceCard} to={service.to}>
            <span className={styles.serviceIcon} aria-hidden="true">
              {service.icon}
            </span>
            <span className={styles.serviceText}>
              <span className={styles.serviceTitle}>{service.title}</span>
              <span className={styles.serviceDescription}>{service.description}</span>
            </span>
            <ArrowRightOutlined className={styles.serviceArrow} aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
