import { lazy, Suspense, type ReactNode } from 'react';
import { Tabs, type TabsProps } from 'antd';
import { GiftOutlined, MobileOutlined, ScheduleOutlined, SendOutlined } from '@ant-design/icons';
import { PageLoading } from '../../../components/page-loading';
import { TicketSearchForm } from '../../../features/flight-search/components/ticket-search-form';
import styles from './search-panel.module.css';

// Only the ticket form is on screen at first; each other tab's code arrives when it is opened
// (antd renders a tab's content on its first activation), so the home route's script stays small.
const TripServicesTab = lazy(() => import('./trip-services-tab'));
const ExtraServicesTab = lazy(() => import('./extra-services-tab'));
const MobileTab = lazy(() => import('./mobile-tab'));

const later = (content: ReactNode) => (
  <Suspense fallback={<PageLoading minHeight={150} />}>{content}</Suspense>
);

// SPEC section 2: the four tabs of the search panel, in this order.
const items: TabsProps['items'] = [
  {
    key: 'ticket',
    label: '机票预订',
    icon: <SendOutlined aria-hidden="true" />,
    children: <TicketSearchForm />,
  },
  {
    key: 'trip',
    label: '行程服务',
    icon: <ScheduleOutlined aria-hidden="true" />,
    children: later(<TripServicesTab />),
  },
  {
    key: 'extra',
    label: '增值服务',
    icon: <GiftOutlined aria-hidden="true" />,
    children: later(<ExtraServicesTab />),
  },
  {
    key: 'mobile',
    label: '手机专享',
    icon: <MobileOutlined aria-hidden="true" />,
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
      <Tabs className={styles.tabs} items={items} size="large" defaultActiveKey="ticket" />
    </section>
  );
}
