import type { ReactNode } from 'react';
import { Tabs, type TabsProps } from 'antd';
import { ScheduleOutlined, GiftOutlined, MobileOutlined, SendOutlined } from '@ant-design/icons';
import styles from './search-panel.module.css';

interface PanelTab {
  key: string;
  label: string;
  icon: ReactNode;
  /** What the tab will hold once its feature lands (SPEC section 2, search panel tabs). */
  coming: string;
  detail: string;
}

// SPEC section 2: the four tabs of the search panel, in this order.
const panelTabs: readonly PanelTab[] = [
  {
    key: 'ticket',
    label: '机票预订',
    icon: <SendOutlined aria-hidden="true" />,
    coming: '航班查询即将在此提供',
    detail: '单程、往返与多程航班搜索，成人、儿童、婴儿同行一次预订。',
  },
  {
    key: 'trip',
    label: '行程服务',
    icon: <ScheduleOutlined aria-hidden="true" />,
    coming: '航班动态与在线值机即将在此提供',
    detail: '按航线或航班号查询实时动态，登录后为同行旅客办理值机选座。',
  },
  {
    key: 'extra',
    label: '增值服务',
    icon: <GiftOutlined aria-hidden="true" />,
    coming: '延误证明与特殊旅客服务即将在此提供',
    detail: '在线开具航班延误证明，提前申请轮椅、无陪儿童等特殊旅客服务。',
  },
  {
    key: 'mobile',
    label: '手机专享',
    icon: <MobileOutlined aria-hidden="true" />,
    coming: '官方公众号二维码即将在此提供',
    detail: '扫码关注官方公众号，随时查询行程、办理值机、领取手机专享优惠。',
  },
];

const items: TabsProps['items'] = panelTabs.map((tab) => ({
  key: tab.key,
  label: tab.label,
  icon: tab.icon,
  children: (
    <div className={styles.placeholder}>
      <span className={styles.placeholderIcon} aria-hidden="true">
        {tab.icon}
      </span>
      <div>
        <p className={styles.coming}>{tab.coming}</p>
        <p className={styles.detail}>{tab.detail}</p>
      </div>
    </div>
  ),
}));

/** The white search card overlapping the hero; each tab's real form arrives with its feature. */
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
