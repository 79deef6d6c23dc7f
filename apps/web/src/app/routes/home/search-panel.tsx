import { Suspense, type ReactNode } from 'react';
import GiftOutlined from '@ant-design/icons-svg/es/asn/GiftOutlined';
import MobileOutlined from '@ant-design/icons-svg/es/asn/MobileOutlined';
import ScheduleOutlined from '@ant-design/icons-svg/es/asn/ScheduleOutlined';
import SendOutlined from '@ant-design/icons-svg/es/asn/SendOutlined';
import { lazyWithAntd } from '@/components/antd/antd-island';
import { PageLoading } from '@/components/page-loading';
import { Icon } from '@/components/ui/icon';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { TicketSearchForm } from '@/features/flight-search';
import styles from './search-panel.module.css';

// Only the ticket form is on screen at first; each other tab's code arrives when it is opened
// (a tab's content renders on its first activation), so the home route's script stays small.
const TripServicesTab = lazyWithAntd(() => import('./trip-services-tab'));
const ExtraServicesTab = lazyWithAntd(() => import('./extra-services-tab'));
const MobileTab = lazyWithAntd(() => import('./mobile-tab'));

const later = (content: ReactNode) => (
  <Suspense fallback={<PageLoading minHeight={150} />}>{content}</Suspense>
);

// docs/pages.md: the four tabs of the search panel, in this order.
const items: TabItem[] = [
  {
    key: 'ticket',
    label: '机票预订',
    icon: <Icon icon={SendOutlined} aria-hidden="true" />,
    children: <TicketSearchForm variant="home" />,
  },
  {
    key: 'trip',
    label: '行程服务',
    icon: <Icon icon={ScheduleOutlined} aria-hidden="true" />,
    children: later(<TripServicesTab />),
  },
  {
    key: 'extra',
    label: '增值服务',
    icon: <Icon icon={GiftOutlined} aria-hidden="true" />,
    children: later(<ExtraServicesTab />),
  },
  {
    key: 'mobile',
    label: '手机专享',
    icon: <Icon icon={MobileOutlined} aria-hidden="true" />,
    children: later(<MobileTab />),
  },
];

/** The white search card overlapping the hero: ticket booking, trip services, extra services, mobile. */
export function SearchPanel() {
  return (
    <section
      id="flight-search"
      className={styles.card}
      aria-label="机票预订与出行服务"
      data-testid="search-panel"
    >
      <Tabs className={styles.tabs} items={items} defaultActiveKey="ticket" />
    </section>
  );
}
